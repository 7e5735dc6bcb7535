import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { CLASS_SET_PAGES_MAX, formatError, type CertificateOption } from "@redpen/contract";
import { useId } from "react";
import { CertificatePicker } from "../../../components/certificate-picker/certificate-picker";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassSetUpload, type ClassSetUpload } from "../hooks/use-class-set-upload";
import { CLASS_SET_MAX_MEGABYTES } from "../utils/class-set-files";
import { ClassSetSharingSection } from "./class-set-sharing-section";

/** A certificate as the set's list shows it: "Cambridge B2 First · B2 · essay". */
const optionLabel = (option: CertificateOption) => `${option.name} · ${option.cefr_level} · ${option.format}`;

/**
 * /class-sets/new: one PDF of a whole class's essays (a copier's scan) or up to 60 photos, the
 * certificate and the task they share, and what their share links show and whether their students
 * may send second drafts. Redpen then reads the pages and proposes the essays
 * (the class set page).
 */
export function ClassSetUploadPage() {
  const upload = useClassSetUpload();
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
          <ScanSection upload={upload} />
          <ClassAndCertificateSection upload={upload} />
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              3. The task (optional)
            </Typography>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label="Task the students wrote about"
              value={upload.task}
              onChange={(event) => upload.setTask(event.target.value)}
              error={Boolean(upload.taskMessage)}
              helperText={upload.taskMessage ?? "Shared by every essay of the set."}
            />
          </Box>
          <ClassSetSharingSection upload={upload} />
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!upload.canUpload}
              onClick={() => void upload.handleUpload()}
            >
              {upload.upload.isPending ? "Uploading…" : "Upload and read the pages"}
            </Button>
            {upload.upload.error && <ErrorNotice error={upload.upload.error} sx={{ mt: 2 }} />}
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** 1. The PDF or photos, what is chosen, and what is wrong with them. */
function ScanSection({ upload: { files, problem, handleFiles } }: { upload: ClassSetUpload }) {
  const fileInputId = useId();
  return (
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
          ? `One PDF of up to ${CLASS_SET_PAGES_MAX} pages, or up to ${CLASS_SET_PAGES_MAX} photos; ${CLASS_SET_MAX_MEGABYTES} MB at most.`
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
  );
}

/** 2. The class (whose students' names are matched with the pages') and the certificate. */
function ClassAndCertificateSection({ upload }: { upload: ClassSetUpload }) {
  const { certificates } = upload;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        2. The class and the certificate
      </Typography>
      <TextField
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
        label="Class"
        value={upload.classId}
        onChange={(event) => upload.handleClass(event.target.value)}
        helperText="Its students' names are matched with the names on the pages."
        sx={{ mb: 2 }}
      >
        <option value="">No class</option>
        {upload.classes.map((klass) => (
          <option key={klass.id} value={klass.id}>
            {klass.data.name}
          </option>
        ))}
      </TextField>
      <CertificatePicker
        value={upload.certificateId}
        onChange={upload.setCertificateId}
        layout={{
          kind: "one-select",
          label: "Certificate",
          none: { label: "Pick a certificate", selectable: false },
          optionLabel,
          helperText: certificates.error
            ? formatError(certificates.error)
            : "Every essay of the set is corrected for it.",
          error: Boolean(certificates.error),
        }}
      />
    </Box>
  );
}
