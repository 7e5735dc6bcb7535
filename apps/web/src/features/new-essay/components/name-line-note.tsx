import { Alert, Box, Button } from "@mui/material";
import type { NameLine } from "@redpen/contract";

/**
 * The photo's first line only named the student or dated the page, so it was left out of the
 * essay (and its name put in the student's name field when that was empty): the teacher can keep
 * it in the essay instead.
 */
export function NameLineNote({
  nameLine,
  nameFilled,
  onKeepInEssay,
}: {
  nameLine: NameLine;
  /** Whether the student's name field holds the line's name. */
  nameFilled: boolean;
  onKeepInEssay: () => void;
}) {
  const what =
    nameLine.name === null
      ? "is a date"
      : nameFilled
        ? "is taken as the student's name (step 3)"
        : "looks like the student's name";
  return (
    <Alert severity="info">
      “{nameLine.line}”, the first line of the photo, {what}: it is left out of the essay.
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" size="small" variant="outlined" onClick={onKeepInEssay}>
          Keep it in the essay
        </Button>
      </Box>
    </Alert>
  );
}
