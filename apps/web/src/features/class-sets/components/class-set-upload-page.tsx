import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import {
  CLASS_SET_MAX_BYTES,
  CLASS_SET_PAGES_MAX,
  ClassSetCreateData,
  fieldWordsOf,
  formatError,
  validationSentences,
  type CertificateOption,
} from "@redpen/contract";
import { useId, useState, type ChangeEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useCertificateOptions, useCurrentClasses, useUploadClassSet } from "../api/class-sets";

const optionKey = (option: Pick<CertificateOption, "name" | "cefr_level" | "format">) =>
  `${option.name}|${option.cefr_level}|${option.format}`;
const MAX_MEGABYTES = CLASS_SET_MAX_BYTES / (1024 * 1024);

/** Why the chosen files cannot be sent, before any upload; null when they can. */
function filesProblem(files: File[]): string | null {
  if (files.length === 0) return null;
  const pdfs = files.filter((file) => file.type === "application/pdf" || /\.pdf$/i.test(file.name));
  if (pdfs.length > 0 && files.length > 1) return "Choose one PDF, or photos only.";
  if (files.length > CLASS_SET_PAGES_MAX) return `Choose at most ${CLASS_SET_PAGES_MAX} photos.`;
  if (files.reduce((total, file) => total + file.size, 0) > CLASS_SET_MAX_BYTES)
    return `The files are larger than ${MAX_MEGABYTES} MB together: scan at a lower resolution, or split the set.`;
  return null;
}

/**
 * /class-sets/new: one PDF of a whole class's essays (a copier's scan) or up to 60 photos, the
 * certificate and the task they share. Redpen then reads the pages and proposes the essays
 * (the class set page).
 */
export function ClassSetUploadPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const classes = useCurrentClasses();
  const [classId, setClassId] = useState(searchParams.get("class") ?? "");
  const certificates = useCertificateOptions();
  const upload = useUploadClassSet();
  const [classSetId] = useState(() => crypto.randomUUID());
  const [files, setFiles] = useState<File[]>([]);
  const [certificateKey, setCertificateKey] = useState("");
  const [task, setTask] = useState("");
  const fileInputId = useId();

  const options = certificates.data?.data ?? [];
  const certificate = options.find((option) => optionKey(option) === certificateKey);
  const problem = filesProblem(files);
  const data = ClassSetCreateData.safeParse({
    class_id: classId || null,
    certificate: certificate && {
      name: certificate.name,
      cefr_level: certificate.cefr_level,
      format: certificate.format,
    },
    topic_text: task.trim() ? task : null,
  });
  const taskMessage =
    task.trim() && !data.success
      ? validationSentences(data.error.issues, fieldWordsOf(ClassSetCreateData)).message
      : undefined;
  const canUpload = files.length > 0 && !problem && data.success && !upload.isPending;

  // A class's usual certificate is picked with it, unless one is picked already.
  const handleClass = (id: string) => {
    setClassId(id);
    const usual = classes.data?.data.find((klass) => klass.id === id)?.data.certificate;
    if (usual && !certificateKey) setCertificateKey(optionKey(usual));
  };
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => setFiles([...(event.target.files ?? [])]);
  const handleUpload = async () => {
    if (!data.success) return;
    try {
      const set = await upload.mutateAsync({ classSetId, data: data.data, files });
      await navigate(paths.classSet.getHref(set.id));
    } catch {
      // Shown under the button.
    }
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880, mx: "auto" }}>
      <Box>
        <Typography variant="h1" component="h1">
          Upload a class set
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Scan the whole class's essays into one PDF (or take a photo of each page). Redpen reads every page and groups
          the pages by student, for you to check before anything is charged.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              1. The scan
            </Typography>
            <Button component="label" htmlFor={fileInputId} variant="outlined" startIcon={<UploadFileIcon />}>
              Choose a PDF or photos
            </Button>
            <input
              id={fileInputId}
              type="file"
              hidden
              multiple
              accept="application/pdf,.pdf,image/jpeg,image/png,image/tiff,.jpg,.jpeg,.png,.tif,.tiff"
              aria-label="PDF or photos of the class set"
              onChange={handleFiles}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {files.length === 0
                ? `One PDF of up to ${CLASS_SET_PAGES_MAX} pages, or up to ${CLASS_SET_PAGES_MAX} photos; ${MAX_MEGABYTES} MB at most.`
                : files.length === 1
                  ? `Chosen: ${files[0]!.name}`
                  : `Chosen: ${files.length} photos`}
            </Typography>
            {problem && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {problem}
              </Alert>
            )}
          </Box>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              2. The class and the certificate
            </Typography>
            <TextField
              select
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
              label="Class"
              value={classId}
              onChange={(event) => handleClass(event.target.value)}
              helperText="Its students' names are matched with the names on the pages."
              sx={{ mb: 2 }}
            >
              <option value="">No class</option>
              {(classes.data?.data ?? []).map((klass) => (
                <option key={klass.id} value={klass.id}>
                  {klass.data.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
              label="Certificate"
              value={certificateKey}
              onChange={(event) => setCertificateKey(event.target.value)}
              disabled={certificates.isPending}
              helperText={
                certificates.error ? formatError(certificates.error) : "Every essay of the set is corrected for it."
              }
              error={Boolean(certificates.error)}
            >
              <option value="" disabled>
                Pick a certificate
              </option>
              {options.map((option) => (
                <option key={optionKey(option)} value={optionKey(option)}>
                  {option.name} · {option.cefr_level} · {option.format}
                </option>
              ))}
            </TextField>
          </Box>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              3. The task (optional)
            </Typography>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label="Task the students wrote about"
              value={task}
              onChange={(event) => setTask(event.target.value)}
              error={Boolean(taskMessage)}
              helperText={taskMessage ?? "Shared by every essay of the set."}
            />
          </Box>
          <Box>
            <Button variant="contained" size="large" disabled={!canUpload} onClick={() => void handleUpload()}>
              {upload.isPending ? "Uploading…" : "Upload and read the pages"}
            </Button>
            {upload.error && <ErrorNotice error={upload.error} sx={{ mt: 2 }} />}
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
