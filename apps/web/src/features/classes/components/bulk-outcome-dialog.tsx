import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from "@mui/material";
import { useId } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import type { BulkRun } from "../hooks/use-bulk-actions";

/** What a bulk action did to each essay: done, or why not; it closes once every essay is through. */
export function BulkOutcomeDialog({ run, onClose }: { run: BulkRun; onClose: () => void }) {
  const titleId = useId();
  const failed = run.outcomes.filter((outcome) => !outcome.ok).length;
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{run.title}</DialogTitle>
      <DialogContent>
        {!run.done && (
          <LinearProgress
            variant="determinate"
            value={(run.outcomes.length / Math.max(1, run.total)) * 100}
            aria-label={`${run.outcomes.length} of ${run.total} essays done`}
            sx={{ mb: 2 }}
          />
        )}
        {run.done && (
          <Alert severity={failed === 0 ? "success" : "warning"} sx={{ mb: 2 }}>
            {failed === 0
              ? `Done for all ${run.total} ${run.total === 1 ? "essay" : "essays"}.`
              : `Done for ${run.total - failed} of ${run.total} essays; ${failed} could not be done (below). Try those again from their page.`}
          </Alert>
        )}
        <Box component="ul" aria-label="Each essay" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {run.outcomes.map((outcome) => (
            <Box component="li" key={outcome.essayId} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              {outcome.ok ? (
                <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              ) : (
                <ErrorOutlineIcon color="error" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              )}
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                <strong>{outcome.studentName}</strong>: {outcome.ok ? "" : "not done. "}
                {outcome.message}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!run.done} onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
