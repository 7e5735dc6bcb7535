import ThumbDownOutlinedIcon from "@mui/icons-material/ThumbDownOutlined";
import ThumbUpOutlinedIcon from "@mui/icons-material/ThumbUpOutlined";
import { Alert, Box, Button, Snackbar, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import {
  FEEDBACK_COMMENT_MAX_CHARS,
  FEEDBACK_COMMENT_MAX_ROWS,
  TEXT_TOO_LONG_MESSAGE,
  type EssayResponse,
  type Rating,
  type UserFeedback,
} from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { usePatchEssay } from "../../../lib/api/patch-essay";
import { SectionCard } from "../../../components/section-card";

type RatingKey = "transcription" | "correction" | "feedback";

interface PanelValues {
  transcription: Rating | null;
  correction: Rating | null;
  feedback: Rating | null;
  comment: string;
}

function savedValues(userFeedback: UserFeedback | null): PanelValues {
  return {
    transcription: userFeedback?.transcription ?? null,
    correction: userFeedback?.correction ?? null,
    feedback: userFeedback?.feedback ?? null,
    comment: userFeedback?.comment ?? "",
  };
}

const LABELS: Record<RatingKey, string> = {
  transcription: "Transcription",
  correction: "Correction",
  feedback: "Feedback",
};

/**
 * 'Your feedback': the teacher rates the help they got (transcription for photo essays, correction,
 * feedback) and may comment. Submit turns filled once anything changed; after a submit the panel
 * shows the saved values again, unchanged.
 */
export function RatingPanel({ essay }: { essay: EssayResponse }) {
  const [values, setValues] = useState(() => savedValues(essay.data.user_feedback));
  const [changed, setChanged] = useState(false);
  const [thanks, setThanks] = useState(false);
  const patch = usePatchEssay(essay);
  const keys: RatingKey[] =
    essay.data.input_method === "IMAGE" ? ["transcription", "correction", "feedback"] : ["correction", "feedback"];
  const commentTooLong = values.comment.length > FEEDBACK_COMMENT_MAX_CHARS;

  const handleChange = (next: Partial<PanelValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setChanged(true);
  };
  const handleSubmit = () => {
    if (commentTooLong) return;
    const comment = values.comment.trim() ? values.comment : null;
    const ratings = {
      correction: values.correction,
      feedback: values.feedback,
      comment,
      ...(keys.includes("transcription") ? { transcription: values.transcription } : {}),
    };
    patch.mutate(
      { user_feedback: ratings },
      {
        onSuccess: (reply) => {
          setValues(savedValues(reply.data.user_feedback));
          setChanged(false);
          setThanks(true);
        },
      },
    );
  };

  return (
    <SectionCard title="Your feedback" className="no-print">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        How good was the help on this essay? Your ratings make Redpen better.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => (event.preventDefault(), handleSubmit())}
        sx={{ display: "grid", gap: 1.5 }}
      >
        {keys.map((key) => (
          <Box key={key} sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
            <Typography id={`rating-${key}`}>{LABELS[key]}</Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby={`rating-${key}`}
              value={values[key]}
              onChange={(_event, rating: Rating | null) => handleChange({ [key]: rating })}
            >
              <ToggleButton value="good" aria-label={`Good ${LABELS[key].toLowerCase()}`} color="success">
                <ThumbUpOutlinedIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="bad" aria-label={`Bad ${LABELS[key].toLowerCase()}`} color="error">
                <ThumbDownOutlinedIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        ))}
        <TextField
          label="Comment"
          multiline
          minRows={2}
          maxRows={FEEDBACK_COMMENT_MAX_ROWS}
          value={values.comment}
          onChange={(event) => handleChange({ comment: event.target.value })}
          error={commentTooLong}
          helperText={commentTooLong ? TEXT_TOO_LONG_MESSAGE : undefined}
          fullWidth
          sx={{ mt: 1 }}
        />
        {patch.isError && <ErrorNotice error={patch.error} />}
        <Button
          type="submit"
          variant={changed ? "contained" : "outlined"}
          disabled={patch.isPending || commentTooLong}
          sx={{ justifySelf: "end", minWidth: 120 }}
        >
          {patch.isPending ? "Submitting" : "Submit"}
        </Button>
      </Box>
      <Snackbar
        open={thanks}
        autoHideDuration={4000}
        onClose={() => setThanks(false)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="success" variant="filled" onClose={() => setThanks(false)}>
          Thank you for your feedback!
        </Alert>
      </Snackbar>
    </SectionCard>
  );
}
