import AutorenewIcon from "@mui/icons-material/Autorenew";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import { ErrorNotice } from "../../../components/error-notice";
import { EssayText } from "../../../components/essay-text";
import { SectionCard } from "../../../components/section-card";
import { useFeedbackCard, type FeedbackCardState } from "../hooks/use-feedback-card";

/**
 * The feedback for the student: Redpen's suggestion or the teacher's text. A signed-in teacher edits it;
 * it opens in edit mode when there is none. Signed out, it shows only when there is feedback.
 */
export function FeedbackCard({ essay, signedIn }: { essay: EssayResponse; signedIn: boolean }) {
  const state = useFeedbackCard(essay, signedIn);
  const { saved, suggestion } = state;
  if (!signedIn && !saved.trim()) return null;

  const editButton = signedIn && !state.editing && (
    <Box className="no-print" sx={{ display: "flex", gap: 1 }}>
      <Button
        size="small"
        startIcon={<AutorenewIcon />}
        onClick={state.handleSuggestAgain}
        disabled={suggestion.isPending}
      >
        {suggestion.isPending ? "Suggesting…" : "Suggest again"}
      </Button>
      <Button size="small" startIcon={<EditOutlinedIcon />} onClick={state.handleEdit}>
        Edit
      </Button>
    </Box>
  );

  return (
    <SectionCard title="Student feedback" action={editButton}>
      {state.editing ? (
        <FeedbackForm state={state} />
      ) : saved.trim() ? (
        <EssayText sx={{ lineHeight: 1.7 }}>{saved}</EssayText>
      ) : (
        <Typography color="text.secondary">No feedback yet.</Typography>
      )}
      {suggestion.isError && <ErrorNotice error={suggestion.error} />}
      <ReplaceFeedbackDialog state={state} />
    </SectionCard>
  );
}

/** The teacher's text for the student, with Cancel and Save. */
function FeedbackForm({ state }: { state: FeedbackCardState }) {
  const { text, touched, error, patch } = state;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), state.handleSave())}
      sx={{ display: "grid", gap: 2 }}
    >
      <TextField
        label="Feedback for the student"
        autoFocus={state.focusField}
        multiline
        minRows={5}
        maxRows={20}
        value={text}
        onChange={(event) => state.handleChange(event.target.value)}
        error={touched && Boolean(error)}
        helperText={touched ? error : undefined}
        fullWidth
      />
      {patch.isError && <ErrorNotice error={patch.error} />}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button onClick={state.handleCancel} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={Boolean(error) || patch.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** 'Replace your feedback?': asked before a suggestion replaces what the teacher wrote. */
function ReplaceFeedbackDialog({ state }: { state: FeedbackCardState }) {
  return (
    <Dialog open={state.confirming} onClose={state.handleKeepMine} aria-labelledby="suggest-again-title">
      <DialogTitle id="suggest-again-title">Replace your feedback?</DialogTitle>
      <DialogContent>
        <Typography>
          Redpen will suggest new feedback from your corrections. The feedback you wrote will be replaced.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={state.handleKeepMine}>Keep mine</Button>
        <Button variant="contained" onClick={state.suggestFeedback}>
          Replace it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
