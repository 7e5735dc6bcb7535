import SendIcon from "@mui/icons-material/Send";
import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import {
  ESSAY_IMAGES_MAX,
  formatError,
  pageErrorMessage,
  TOPIC_IMAGES_MAX,
  type InputMethod,
  type StudentResource,
} from "@redpen/contract";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useClasses, useClassStudents } from "../../../lib/api/classes";
import { CreditAlert } from "../../../components/credit-alert";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useMyCredits } from "../../../lib/api/get-my-credits";
import { useMe } from "../../../lib/api/get-me";
import { useLatestEssay } from "../../../lib/api/list-essays";
import { useCreateEssay } from "../api/create-essay";
import { useCertificates } from "../api/get-certificates";
import { useNewEssayForm } from "../hooks/use-new-essay-form";
import { usePhotoUploads } from "../hooks/use-photo-uploads";
import { usePhotosText, type PhotosText } from "../hooks/use-photos-text";
import { usePreviousTopic } from "../hooks/use-previous-topic";
import { completeCertificate, emptyChoice, prefillChoice } from "../utils/certificate-choice";
import { essayCreateData } from "../utils/essay-create-data";
import { CertificatePicker } from "./certificate-picker";
import { EssayTextField } from "./essay-text-field";
import { PhotoEssayStep } from "./photo-essay-step";
import { StepCard } from "./step-card";
import { TopicStep } from "./topic-step";

/**
 * /essays/image/new and /essays/text/new: 1. the essay (photos or text), 2. the certificate,
 * 3. topic and student name, then 'Correct it'. Each step opens when the one before is done; all
 * are closed without credits, while the credits load, or when credits or certificates failed.
 */
export function NewEssayPage({ inputMethod }: { inputMethod: InputMethod }) {
  const navigate = useNavigate();
  const billing = useMyCredits();
  const me = useMe();
  const certificates = useCertificates();
  const { latest } = useLatestEssay();
  const createEssay = useCreateEssay();
  // One id per visit: a retry after a lost reply cannot create (and charge) the essay twice.
  const [essayId] = useState(() => crypto.randomUUID());
  const { form, values, messages } = useNewEssayForm(inputMethod);
  const essayPhotos = usePhotoUploads(ESSAY_IMAGES_MAX);
  const topicPhotos = usePhotoUploads(TOPIC_IMAGES_MAX);
  const previousTopic = usePreviousTopic(latest, topicPhotos, (text) => form.setValue("topicText", text));
  const photosText = usePhotosText(essayPhotos);
  // The class (from the class page's link, or picked in step 3) and its students, whom the name field suggests.
  const [searchParams] = useSearchParams();
  const [classId, setClassId] = useState<string | null>(() => searchParams.get("class"));
  const classes = useClasses();
  const openClasses = classes.data?.data.filter((item) => !item.data.archived || item.id === classId) ?? [];
  const pickedClassId = openClasses.some((item) => item.id === classId) ? classId : null;
  const students = useClassStudents(pickedClassId).data?.data ?? [];
  const student = studentNamed(students, values.studentName);

  // A first line of the photos that only names the student fills the empty name field (the note in step 1 undoes it).
  const offeredName = inputMethod === "IMAGE" ? (photosText.nameLine?.name ?? null) : null;
  useEffect(() => {
    if (offeredName && !form.getValues("studentName").trim()) form.setValue("studentName", offeredName);
  }, [offeredName, form]);
  const nameFilled = offeredName !== null && values.studentName === offeredName;
  const keepNameLine = () => {
    photosText.keepNameLine();
    if (nameFilled) form.setValue("studentName", "");
  };

  const remaining = billing.data?.data.organisation_essay_quantity_remaining;
  const pageError = billing.error ?? certificates.error;
  const noOrganisation = me.data?.data.relationships.organisation_ids_sorted.length === 0;
  const blocked = Boolean(pageError) || billing.isPending || noOrganisation || (remaining ?? 0) <= 0;

  const options = certificates.data?.data ?? [];
  const choice = values.certificate ?? prefillChoice(options, latest?.data.certificate) ?? emptyChoice;
  const certificate = completeCertificate(choice);

  const isImage = inputMethod === "IMAGE";
  // A photo essay is there once its photos are read and their text, as the teacher checked it, can be corrected.
  const essayPresent = isImage
    ? photosText.ready && !photosText.message && !photosText.mostlyUncertain
    : !messages.text;
  const step2Open = !blocked && essayPresent;
  const step3Open = step2Open && certificate !== null;
  const topicImageId = topicPhotos.doneIds[0] ?? null;
  const formValid = !messages.topicText && !messages.studentName;
  const uploading = essayPhotos.uploading || topicPhotos.uploading;
  const canSubmit = step3Open && formValid && !uploading && !createEssay.isPending;

  const handleSubmit = form.handleSubmit(async (fields) => {
    if (!certificate) return;
    const data = essayCreateData({
      inputMethod,
      text: isImage ? photosText.checks.text : fields.text,
      imageIds: essayPhotos.doneIds,
      certificate,
      topicText: fields.topicText,
      topicImageId,
      studentName: fields.studentName,
      classId: pickedClassId,
      studentId: student?.id ?? null,
    });
    try {
      const essay = await createEssay.mutateAsync({ essayId, data });
      await navigate(paths.essay.getHref(essay.id));
    } catch {
      // Shown by the alert under the button.
    }
  });

  return (
    <Stack spacing={2.5} sx={{ maxWidth: isImage ? 1120 : 880, mx: "auto" }}>
      <Box>
        <Typography variant="h1" component="h1">
          {isImage ? "Upload photo" : "Upload essay text"}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {isImage
            ? "Photograph the student's handwritten essay, one photo per page."
            : "Paste the student's essay, pick the exam and Redpen corrects and grades it."}
        </Typography>
      </Box>
      {pageError ? (
        <Alert severity="error">{pageErrorMessage(formatError(pageError))}</Alert>
      ) : (
        (noOrganisation || remaining !== undefined) && (
          <CreditAlert remaining={remaining ?? 0} noOrganisation={noOrganisation} />
        )
      )}

      <StepCard
        number={1}
        title={isImage ? "Add photos (3 pages max)" : "Copy & paste the student's essay below"}
        open
        disabled={blocked}
        done={essayPresent}
      >
        {isImage ? (
          <PhotoEssayStep
            uploads={essayPhotos}
            photosText={photosText}
            disabled={blocked || createEssay.isPending}
            nameFilled={nameFilled}
            onKeepNameLine={keepNameLine}
          />
        ) : (
          <EssayTextField control={form.control} message={messages.text} disabled={blocked} />
        )}
      </StepCard>

      <StepCard
        number={2}
        title="Pick certificate"
        open={step2Open}
        done={certificate !== null && step2Open}
        closedHint={
          blocked
            ? undefined
            : isImage
              ? photoStepHint(essayPhotos.items.length, photosText)
              : "Add the essay's text first."
        }
      >
        {certificates.isPending ? (
          <CircularProgress size={24} aria-label="Loading certificates" />
        ) : (
          <CertificatePicker
            options={options}
            value={choice}
            onChange={(picked) => form.setValue("certificate", picked)}
            disabled={createEssay.isPending}
          />
        )}
      </StepCard>

      <StepCard
        number={3}
        title="Add topic (optional)"
        open={step3Open}
        closedHint={step2Open ? "Pick the certificate first." : undefined}
      >
        <TopicStep
          control={form.control}
          messages={messages}
          topicPhotos={topicPhotos}
          onLoadPreviousTopic={previousTopic.load}
          loadingPreviousTopic={previousTopic.loading}
          disabled={createEssay.isPending}
          nameFromPhoto={nameFilled}
          classStudent={{ classes: openClasses, classId: pickedClassId, onClassChange: setClassId, students, student }}
        />
        {Boolean(previousTopic.error) && <ErrorNotice error={previousTopic.error} sx={{ mt: 2 }} />}
      </StepCard>

      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          alignItems: { sm: "center" },
          justifyContent: "flex-end",
          gap: 2,
        }}
      >
        {uploading && step3Open && (
          <Typography variant="body2" color="text.secondary">
            Waiting for the photos to finish uploading…
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          color="secondary"
          endIcon={createEssay.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
          disabled={!canSubmit}
          onClick={() => void handleSubmit()}
          sx={{ px: 4, py: 1.25 }}
        >
          Correct it
        </Button>
      </Box>
      {createEssay.error && <ErrorNotice error={createEssay.error} />}
    </Stack>
  );
}

/** The class's student whose name is typed (whatever its case and spaces around), if any. */
function studentNamed(students: readonly StudentResource[], typed: string): StudentResource | null {
  const name = typed.trim().toLocaleLowerCase();
  return (name && students.find((student) => student.data.name.toLocaleLowerCase() === name)) || null;
}

/** Why step 2 waits on a photo essay's step 1. */
function photoStepHint(photoCount: number, photosText: PhotosText): string {
  if (photoCount === 0) return "Add a photo of the essay first.";
  if (!photosText.ready) return "Wait until the photos are read.";
  if (photosText.mostlyUncertain) return "Check the text read from the photos first: too many words are unsure.";
  return `Check the text read from the photos first: ${photosText.message ?? "it cannot be corrected as it is"}.`;
}
