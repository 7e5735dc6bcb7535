import { Button, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { ErrorNotice } from "../../../components/error-notice";
import { useTextFix } from "../hooks/use-text-fix";
import { TextBesidePages } from "./text-beside-pages";

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
        <TextBesidePages photos={photos} checks={checks} error={error} pageNumber={pageNumber} />
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
