import AutorenewIcon from "@mui/icons-material/Autorenew";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { WORD_COUNT_RULES, validateWordCountedText, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { usePatchEssay } from "../../../lib/api/patch-essay";
import { EssayText } from "../../../components/essay-text";
import { SectionCard } from "../../../components/section-card";

/**
 * The feedback for the student: Redpen's suggestion or the teacher's text. A signed-in teacher edits it;
 * it opens in edit mode when there is none. Signed out, it shows only when there is feedback.
 */
export function FeedbackCard({ essay, signedIn }: { essay: EssayResponse; signedIn: boolean }) {
  const saved = essay.data.feedback ?? "";
  const [editing, setEditing] = useState(() => signedIn && !saved.trim());
  const [text, setText] = useState(saved);
  const [touched, setTouched] = useState(false);
  // Focus the field when the teacher asked to edit, not when the card opens in edit mode on load.
  const [focusField, setFocusField] = useState(false);
  const patch = usePatchEssay(essay);
  const suggestion = usePatchEssay(essay);
  const [confirming, setConfirming] = useState(false);
  const error = validateWordCountedText(text, WORD_COUNT_RULES.feedback);

  if (!signedIn && !saved.trim()) return null;

  const handleEdit = () => {
    setText(saved);
    setTouched(false);
    setFocusField(true);
    setEditing(true);
  };
  const handleCancel = () => {
    patch.reset();
    setEditing(false);
  };
  const handleSave = () => {
    if (error) return;
    patch.mutate({ feedback: text }, { onSuccess: () => setEditing(false) });
  };

  const suggestFeedback = () => {
    setConfirming(false);
    suggestion.mutate({ draft_feedback: true });
  };
  const editButton = signedIn && !editing && (
    <Box className="no-print" sx={{ display: "flex", gap: 1 }}>
      <Button
        size="small"
        startIcon={<AutorenewIcon />}
        onClick={() => (essay.data.feedback_by_teacher ? setConfirming(true) : suggestFeedback())}
        disabled={suggestion.isPending}
      >
        {suggestion.isPending ? "Suggesting…" : "Suggest again"}
      </Button>
      <Button size="small" startIcon={<EditOutlinedIcon />} onClick={handleEdit}>
        Edit
      </Button>
    </Box>
  );

  return (
    <SectionCard title="Student feedback" action={editButton}>
      {editing ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => (event.preventDefault(), handleSave())}
          sx={{ display: "grid", gap: 2 }}
        >
          <TextField
            label="Feedback for the student"
            autoFocus={focusField}
            multiline
            minRows={5}
            maxRows={20}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            error={touched && Boolean(error)}
            helperText={touched ? error : undefined}
            fullWidth
          />
          {patch.isError && <ErrorNotice error={patch.error} />}
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
            <Button onClick={handleCancel} disabled={patch.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={Boolean(error) || patch.isPending}>
              Save
            </Button>
          </Box>
        </Box>
      ) : saved.trim() ? (
        <EssayText sx={{ lineHeight: 1.7 }}>{saved}</EssayText>
      ) : (
        <Typography color="text.secondary">No feedback yet.</Typography>
      )}
      {suggestion.isError && <ErrorNotice error={suggestion.error} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="suggest-again-title">
        <DialogTitle id="suggest-again-title">Replace your feedback?</DialogTitle>
        <DialogContent>
          <Typography>
            Redpen will draft new feedback from your corrections. The feedback you wrote will be replaced.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep mine</Button>
          <Button variant="contained" onClick={suggestFeedback}>
            Replace it
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
