import SendIcon from "@mui/icons-material/Send";
import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import {
  ESSAY_IMAGES_MAX,
  formatError,
  pageErrorMessage,
  WORD_COUNT_RULES,
  TOPIC_IMAGES_MAX,
  validateWordCountedText,
  type InputMethod,
} from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CreditAlert } from "../../../components/credit-alert";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useApiClient } from "../../../lib/api/api-context";
import { useMyBilling } from "../../../lib/api/get-billing";
import { useMe } from "../../../lib/api/get-me";
import { imageQueryOptions } from "../../../lib/api/images";
import { useLatestEssay } from "../../../lib/api/list-essays";
import { useCreateEssay } from "../api/create-essay";
import { useCertificates } from "../api/get-certificates";
import { usePhotoUploads } from "../hooks/use-photo-uploads";
import { completeCertificate, emptyChoice, prefillChoice, type CertificateChoice } from "../utils/certificate-choice";
import { essayCreateData } from "../utils/essay-create-data";
import { CertificatePicker } from "./certificate-picker";
import { EssayTextField } from "./essay-text-field";
import { PhotoUploader } from "./photo-uploader";
import { StepCard } from "./step-card";
import { TopicStep } from "./topic-step";

/**
 * /essays/image/new and /essays/text/new: 1. the essay (photos or text), 2. the certificate,
 * 3. topic and student name, then 'Correct it'. Each step opens when the one before is done; all
 * are closed without credits, while the credits load, or when credits or certificates failed.
 */
export function NewEssayPage({ inputMethod }: { inputMethod: InputMethod }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const billing = useMyBilling();
  const me = useMe();
  const certificates = useCertificates();
  const { latest } = useLatestEssay();
  const createEssay = useCreateEssay();
  // One id per visit: a retry after a lost reply cannot create (and charge) the essay twice.
  const [essayId] = useState(() => crypto.randomUUID());

  const [text, setText] = useState("");
  const essayPhotos = usePhotoUploads(ESSAY_IMAGES_MAX);
  // Null until the teacher picks: until then the latest essay's certificate is the choice.
  const [picked, setPicked] = useState<CertificateChoice | null>(null);
  const [topicText, setTopicText] = useState("");
  const topicPhotos = usePhotoUploads(TOPIC_IMAGES_MAX);
  const [studentName, setStudentName] = useState("");
  const [loadingTopic, setLoadingTopic] = useState(false);
  const [topicError, setTopicError] = useState<unknown>(null);

  const remaining = billing.data?.data.organisation_essay_quantity_remaining;
  const pageError = billing.error ?? certificates.error;
  const noOrganisation = me.data?.data.relationships.organisation_ids_sorted.length === 0;
  const blocked = Boolean(pageError) || billing.isPending || noOrganisation || (remaining ?? 0) <= 0;

  const options = certificates.data?.data ?? [];
  const prefill = prefillChoice(options, latest?.data.certificate);
  const choice = picked ?? prefill ?? emptyChoice;
  const certificate = completeCertificate(choice);

  const isImage = inputMethod === "IMAGE";
  const essayPresent = isImage
    ? essayPhotos.doneIds.length > 0
    : validateWordCountedText(text, WORD_COUNT_RULES.essay) === null;
  const step2Open = !blocked && essayPresent;
  const step3Open = step2Open && certificate !== null;
  const topicImageId = topicPhotos.doneIds[0] ?? null;
  const formValid =
    validateWordCountedText(topicText, WORD_COUNT_RULES.topic) === null &&
    validateWordCountedText(studentName, WORD_COUNT_RULES.studentName) === null;
  const uploading = essayPhotos.uploading || topicPhotos.uploading;
  const canSubmit = step3Open && formValid && !uploading && !createEssay.isPending;

  const hasPreviousTopic = Boolean(latest?.data.topic_text?.trim() || latest?.data.relationships.topic_image_id);
  const handleLoadPreviousTopic = async () => {
    if (!latest) return;
    setTopicError(null);
    const previousImageId = latest.data.relationships.topic_image_id;
    if (!previousImageId) {
      topicPhotos.clear();
      setTopicText(latest.data.topic_text ?? "");
      return;
    }
    setLoadingTopic(true);
    try {
      const image = await queryClient.fetchQuery(imageQueryOptions(client, previousImageId));
      setTopicText("");
      topicPhotos.clear();
      topicPhotos.addStored(image);
    } catch (error) {
      setTopicError(error);
    } finally {
      setLoadingTopic(false);
    }
  };

  const handleSubmit = async () => {
    if (!certificate) return;
    const data = essayCreateData({
      inputMethod,
      text,
      imageIds: essayPhotos.doneIds,
      certificate,
      topicText,
      topicImageId,
      studentName,
    });
    try {
      const essay = await createEssay.mutateAsync({ essayId, data });
      await navigate(paths.essay.getHref(essay.id));
    } catch {
      // Shown by the alert under the button.
    }
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880, mx: "auto" }}>
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
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Add the pages in order, one photo each, flat and straight from above. Redpen reads the handwriting from
              them.
            </Typography>
            <PhotoUploader
              uploads={essayPhotos}
              max={ESSAY_IMAGES_MAX}
              buttonLabel="Add photos"
              photoLabel={(index) => `Page ${index + 1}`}
              disabled={blocked}
            />
          </>
        ) : (
          <EssayTextField value={text} onChange={setText} disabled={blocked} />
        )}
      </StepCard>

      <StepCard
        number={2}
        title="Pick certificate"
        open={step2Open}
        done={certificate !== null && step2Open}
        closedHint={blocked ? undefined : isImage ? "Add a photo of the essay first." : "Add the essay's text first."}
      >
        {certificates.isPending ? (
          <CircularProgress size={24} aria-label="Loading certificates" />
        ) : (
          <CertificatePicker options={options} value={choice} onChange={setPicked} disabled={createEssay.isPending} />
        )}
      </StepCard>

      <StepCard
        number={3}
        title="Add topic (optional)"
        open={step3Open}
        closedHint={step2Open ? "Pick the certificate first." : undefined}
      >
        <TopicStep
          topicText={topicText}
          onTopicTextChange={setTopicText}
          topicPhotos={topicPhotos}
          studentName={studentName}
          onStudentNameChange={setStudentName}
          onLoadPreviousTopic={hasPreviousTopic ? () => void handleLoadPreviousTopic() : undefined}
          loadingPreviousTopic={loadingTopic}
          disabled={createEssay.isPending}
        />
        {Boolean(topicError) && <ErrorNotice error={topicError} sx={{ mt: 2 }} />}
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
