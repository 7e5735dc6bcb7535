import { Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { ErrorNotice } from "../../../components/error-notice";
import { useEssayRetry } from "../hooks/use-essay-retry";
import { TextBesidePages } from "./text-beside-pages";

/**
 * 'Try again' on an essay that could not be corrected: its text as read from its own pages (or as
 * typed) beside the pages, the words read unsurely underlined and listed, to check; then Redpen
 * corrects it again with the same pages, class, student and task. An essay whose credit was given
 * back is corrected again at no charge; one held before charging takes its one credit.
 */
export function RetryEssayDialog({ essay, onClose }: { essay: EssayResponse; onClose: () => void }) {
  const { checks, error, retry, pageNumber, handleSend, loading } = useEssayRetry(essay);
  const photos = essay.data.relationships.student_image_ids_sorted;
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth={photos.length > 0 ? "lg" : "md"} aria-labelledby="retry-title">
      <DialogTitle id="retry-title">Check the text and try again</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {photos.length > 0
            ? "This is the text read from the essay's pages: check it against them, fix what was misread, or retype it."
            : "Check the essay's text."}{" "}
          Redpen then corrects it with the same pages, class, student and task. An essay whose credit was given back is
          corrected again at no charge; one that was held before charging takes its one credit now.
        </Typography>
        {loading ? (
          <CircularProgress aria-label="Loading the text read from the pages" />
        ) : (
          <TextBesidePages photos={photos} checks={checks} error={error} pageNumber={pageNumber} />
        )}
        {retry.isError && <ErrorNotice error={retry.error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={retry.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSend} disabled={Boolean(error) || loading || retry.isPending}>
          {retry.isPending ? "Sending…" : "Correct it"}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
