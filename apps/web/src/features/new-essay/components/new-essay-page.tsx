import SendIcon from "@mui/icons-material/Send";
import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { formatError, pageErrorMessage, type InputMethod } from "@redpen/contract";
import { CertificatePicker } from "../../../components/certificate-picker/certificate-picker";
import { CreditAlert } from "../../../components/credit-alert";
import { ErrorNotice } from "../../../components/error-notice";
import { useNewEssay, type NewEssay } from "../hooks/use-new-essay";
import type { PhotosText } from "../hooks/use-photos-text";
import { EssayTextField } from "./essay-text-field";
import { PhotoEssayStep } from "./photo-essay-step";
import { StepCard } from "./step-card";
import { TopicStep } from "./topic-step";

/**
 * /essays/image/new and /essays/text/new: 1. the essay (photos or text), 2. the certificate,
 * 3. topic and student name, then 'Correct it'. Each step opens when the one before is done
 * (useNewEssay).
 */
export function NewEssayPage({ inputMethod }: { inputMethod: InputMethod }) {
  const page = useNewEssay(inputMethod);
  const { isImage, blocked, createEssay, photosText, essayPhotos, step2Open } = page;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: isImage ? 1120 : 880, mx: "auto" }}>
      <NewEssayHeader page={page} />
      <StepCard
        number={1}
        title={isImage ? "Add photos (3 pages max)" : "Copy & paste the student's essay below"}
        open
        disabled={blocked}
        done={page.essayPresent}
      >
        {isImage ? (
          <PhotoEssayStep
            uploads={essayPhotos}
            photosText={photosText}
            disabled={blocked || createEssay.isPending}
            nameFilled={page.nameFromPhotos.nameFilled}
            onKeepNameLine={page.nameFromPhotos.keepNameLine}
          />
        ) : (
          <EssayTextField control={page.form.control} message={page.messages.text} disabled={blocked} />
        )}
      </StepCard>
      <StepCard
        number={2}
        title="Pick certificate"
        open={step2Open}
        done={Boolean(page.certificateId) && step2Open}
        closedHint={
          blocked
            ? undefined
            : isImage
              ? photoStepHint(essayPhotos.items.length, photosText)
              : "Add the essay's text first."
        }
      >
        {page.certificates.isPending ? (
          <CircularProgress size={24} aria-label="Loading certificates" />
        ) : (
          <CertificatePicker
            layout={{ kind: "steps" }}
            value={page.certificateId || null}
            onChange={page.pickCertificate}
            disabled={createEssay.isPending}
          />
        )}
      </StepCard>
      <StepCard
        number={3}
        title="Add topic (optional)"
        open={page.step3Open}
        closedHint={step2Open ? "Pick the certificate first." : undefined}
      >
        <TopicStep
          control={page.form.control}
          messages={page.messages}
          topicPhotos={page.topicPhotos}
          onLoadPreviousTopic={page.previousTopic.load}
          loadingPreviousTopic={page.previousTopic.loading}
          disabled={createEssay.isPending}
          nameFromPhoto={page.nameFromPhotos.nameFilled}
          classStudent={page.classStudent}
        />
        {Boolean(page.previousTopic.error) && <ErrorNotice error={page.previousTopic.error} sx={{ mt: 2 }} />}
      </StepCard>
      <CorrectItBar page={page} />
    </Stack>
  );
}

/** The page's title, what it is for, and why no essay can be added (an error, no school, no credits). */
function NewEssayHeader({ page }: { page: NewEssay }) {
  const { isImage, pageError, noSchool, remaining, lastPack } = page;
  return (
    <>
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
        (noSchool || remaining !== undefined) && (
          <CreditAlert remaining={remaining ?? 0} lastPack={lastPack} noSchool={noSchool} />
        )
      )}
    </>
  );
}

/** 'Correct it', with what it waits for and why it failed. */
function CorrectItBar({ page }: { page: NewEssay }) {
  const { createEssay } = page;
  return (
    <>
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          alignItems: { sm: "center" },
          justifyContent: "flex-end",
          gap: 2,
        }}
      >
        {page.uploading && page.step3Open && (
          <Typography variant="body2" color="text.secondary">
            Waiting for the photos to finish uploading…
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          color="secondary"
          endIcon={createEssay.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
          disabled={!page.canSubmit}
          onClick={() => void page.handleSubmit()}
          sx={{ px: 4, py: 1.25 }}
        >
          Correct it
        </Button>
      </Box>
      {createEssay.error && <ErrorNotice error={createEssay.error} />}
    </>
  );
}

/** Why step 2 waits on a photo essay's step 1. */
function photoStepHint(photoCount: number, photosText: PhotosText): string {
  if (photoCount === 0) return "Add a photo of the essay first.";
  if (!photosText.ready) return "Wait until the photos are read.";
  if (photosText.mostlyUncertain) return "Check the text read from the photos first: too many words are unsure.";
  return `Check the text read from the photos first: ${photosText.message ?? "it cannot be corrected as it is"}.`;
}
