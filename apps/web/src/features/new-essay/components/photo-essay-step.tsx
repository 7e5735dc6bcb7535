import { Box, Typography, useMediaQuery, type Theme } from "@mui/material";
import { ESSAY_IMAGES_MAX } from "@redpen/contract";
import { ChosenWordCheck } from "../../../components/read-text/chosen-word-check";
import { usePhotoEssayStep } from "../hooks/use-photo-essay-step";
import type { PhotoUploads } from "../hooks/use-photo-uploads";
import type { PhotosText } from "../hooks/use-photos-text";
import { PhotoQualityDialog } from "./photo-quality-dialog";
import { PhotoUploader } from "./photo-uploader";
import { PhotosTextColumn } from "./photos-text-column";

interface PhotoEssayStepProps {
  uploads: PhotoUploads;
  photosText: PhotosText;
  disabled: boolean;
  /** Whether the student's name field holds the name the first line gave. */
  nameFilled: boolean;
  /** Puts the first line back in the essay (and takes its name out of the name field). */
  onKeepNameLine: () => void;
}

/**
 * Step 1 of /essays/image/new: the photos, and beside them (below on a phone) the text read from
 * them in a box the teacher checks or retypes before anything is charged: the words read unsurely
 * underlined, each shown on its photo; a first line that only names the student left out; and,
 * when the reading is mostly unsure, what to do instead of correcting it.
 */
export function PhotoEssayStep({ uploads, photosText, disabled, nameFilled, onKeepNameLine }: PhotoEssayStepProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("md"));
  const step = usePhotoEssayStep(uploads, photosText);
  const hasPhotos = uploads.items.length > 0;
  const check = <ChosenWordCheck checks={photosText.checks} pageNumber={photosText.pageNumber} />;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Add the pages in order, one photo each, flat and straight from above. Redpen reads the handwriting from them,
        and you check the text before it is corrected.
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: hasPhotos ? "minmax(0, 5fr) minmax(0, 7fr)" : "1fr" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 2, position: { md: "sticky" }, top: { md: 88 } }}>
          <PhotoUploader
            uploads={uploads}
            max={ESSAY_IMAGES_MAX}
            buttonLabel="Add photos"
            photoLabel={(index) => `Page ${index + 1}`}
            disabled={disabled}
            inputRef={step.picker}
          />
          {wide && check}
        </Box>
        {hasPhotos && (
          <Box sx={{ display: "grid", gap: 1.5 }}>
            <PhotosTextColumn
              photosText={photosText}
              photoCount={uploads.items.length}
              unsurestPage={step.unsurestPage}
              badPhotos={step.badPhotos}
              disabled={disabled}
              nameFilled={nameFilled}
              narrowCheck={!wide && check}
              onKeepNameLine={onKeepNameLine}
              onTips={step.setTipsFor}
              onUnsurestTips={step.showUnsurestTips}
              onRetake={() => step.retake()}
              onType={step.typeText}
            />
          </Box>
        )}
      </Box>
      <PhotoQualityDialog
        open={step.tipsFor !== null}
        problems={step.tipsProblems}
        onKeep={() => step.setTipsFor(null)}
        onRetake={step.handleRetakeFromTips}
      />
    </>
  );
}
