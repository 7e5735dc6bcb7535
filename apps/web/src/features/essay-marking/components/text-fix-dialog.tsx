import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import type { ReactNode } from "react";
import { ChosenWordCheck } from "../../../components/read-text/chosen-word-check";
import { TranscriptEditor } from "../../../components/read-text/transcript-editor";
import { WordsToCheck } from "../../../components/read-text/words-to-check";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { ErrorNotice } from "../../../components/error-notice";
import type { WordChecks } from "../../../hooks/use-word-checks";
import { useTextFix } from "../hooks/use-text-fix";
import { CarouselImage } from "../../../components/carousel-image";

/**
 * The essay's text to fix (a word the photo was misread as, a typo in the paste), beside the page
 * photos. Words the photo was read unsurely as are underlined and listed; choosing one (or putting
 * the caret in any read word) shows where on the page it was read, to replace it in one step.
 * A photo essay's text may be retyped whole (the pages are the same); a pasted one's only fixed.
 * Saving corrects and grades again, at no charge; the teacher's own corrections (where their words
 * did not change), grades and feedback (written or suggested again at their request) are kept, and
 * only Redpen's first draft of the feedback is drafted anew.
 */
export function TextFixDialog({
  essay,
  onClose,
  retry = false,
}: {
  essay: EssayResponse;
  onClose: () => void;
  retry?: boolean;
}) {
  const { checks, error, unchanged, patch, pageNumber, handleSave } = useTextFix(essay, retry, onClose);
  const photos = essay.data.relationships.student_image_ids_sorted;
  const check = <ChosenWordCheck checks={checks} pageNumber={pageNumber} />;
  const isPhotoEssay = essay.data.input_method === "IMAGE";

  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      maxWidth={photos.length > 0 ? "lg" : "md"}
      aria-labelledby="text-fix-title"
    >
      <DialogTitle id="text-fix-title">Fix the text</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {isPhotoEssay
            ? "Change what was misread, or retype the whole text from the photos."
            : "Change what was mistyped."}{" "}
          Redpen then corrects and grades the essay again, at no charge; your own corrections, grades and feedback
          (yours, or suggested again) are kept.
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: photos.length > 0 ? "1fr 1fr" : "1fr" },
            alignItems: "start",
          }}
        >
          {photos.length > 0 && <TextFixPhotos photos={photos} check={checks.chosenWord && check} />}
          <TextFixText checks={checks} error={error} />
        </Box>
        {patch.isError && <ErrorNotice error={patch.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={Boolean(error) || unchanged || patch.isPending}>
          Save and correct again
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** The page photos, with the chosen word's check above them. */
export function TextFixPhotos({ photos, check }: { photos: readonly string[]; check: ReactNode }) {
  return (
    <Box
      sx={{
        display: { xs: "contents", md: "grid" },
        gap: 1.5,
        maxHeight: { md: "70vh" },
        overflow: { md: "auto" },
        position: { md: "sticky" },
        top: 0,
      }}
    >
      {check && <Box sx={{ order: { xs: 2, md: 0 } }}>{check}</Box>}
      <Box sx={{ display: "grid", gap: 1, order: { xs: 4, md: 0 } }}>
        {photos.map((imageId, index) => (
          <CarouselImage key={imageId} imageId={imageId} alt={`Page ${index + 1}`} />
        ))}
      </Box>
    </Box>
  );
}

/** The words read unsurely, to check, and the essay's text to fix. */
export function TextFixText({ checks, error }: { checks: WordChecks; error: string | null | undefined }) {
  return (
    <Box sx={{ display: { xs: "contents", md: "grid" }, gap: 1.5 }}>
      {checks.words !== null && (
        <Box sx={{ order: { xs: 1, md: 0 } }}>
          <WordsToCheck
            words={checks.uncertain}
            anyRead={checks.words.length > 0}
            chosen={checks.chosenWord?.id}
            onChoose={checks.chooseFromList}
          />
        </Box>
      )}
      <Box sx={{ order: { xs: 3, md: 0 } }}>
        <TranscriptEditor
          id="essay-text-fix"
          label="Essay text"
          value={checks.text}
          onChange={checks.edit}
          marks={checks.marks}
          scrollTo={checks.scrollTo}
          onSelect={checks.select}
          error={error ?? undefined}
        />
      </Box>
    </Box>
  );
}
