import ThumbDownOutlinedIcon from "@mui/icons-material/ThumbDownOutlined";
import ThumbUpOutlinedIcon from "@mui/icons-material/ThumbUpOutlined";
import { Alert, Box, Button, Snackbar, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { FEEDBACK_COMMENT_MAX_ROWS, TEXT_TOO_LONG_MESSAGE, type EssayResponse, type Rating } from "@redpen/contract";
import { ErrorNotice } from "../../../components/error-notice";
import { SectionCard } from "../../../components/section-card";
import { useRatingPanel, type PanelValues, type RatingKey } from "../hooks/use-rating-panel";

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
  const { values, changed, thanks, patch, keys, commentTooLong, ...handlers } = useRatingPanel(essay);
  return (
    <SectionCard title="Your feedback" className="no-print">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        How good was the help on this essay? Your ratings make Redpen better.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => (event.preventDefault(), handlers.handleSubmit())}
        sx={{ display: "grid", gap: 1.5 }}
      >
        {keys.map((key) => (
          <RatingToggle key={key} ratingKey={key} values={values} onChange={handlers.handleChange} />
        ))}
        <TextField
          label="Comment"
          multiline
          minRows={2}
          maxRows={FEEDBACK_COMMENT_MAX_ROWS}
          value={values.comment}
          onChange={(event) => handlers.handleChange({ comment: event.target.value })}
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
        onClose={handlers.handleThanksClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="success" variant="filled" onClose={handlers.handleThanksClose}>
          Thank you for your feedback!
        </Alert>
      </Snackbar>
    </SectionCard>
  );
}

/** One rating: good or bad, or neither. */
function RatingToggle(props: {
  ratingKey: RatingKey;
  values: PanelValues;
  onChange: (next: Partial<PanelValues>) => void;
}) {
  const { ratingKey: key, values, onChange } = props;
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
      <Typography id={`rating-${key}`}>{LABELS[key]}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby={`rating-${key}`}
        value={values[key]}
        onChange={(_event, rating: Rating | null) => onChange({ [key]: rating })}
      >
        <ToggleButton value="good" aria-label={`Good ${LABELS[key].toLowerCase()}`} color="success">
          <ThumbUpOutlinedIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="bad" aria-label={`Bad ${LABELS[key].toLowerCase()}`} color="error">
          <ThumbDownOutlinedIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
