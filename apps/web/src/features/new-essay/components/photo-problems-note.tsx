import { Alert, Box, Typography } from "@mui/material";
import type { PhotoProblem } from "@redpen/contract";
import { PHOTO_PROBLEM_WORDS } from "../../../lib/photo-problems";

/** What is wrong with the photo and how to fix each problem; a general line when nothing is known. */
export function PhotoProblemsNote({
  sentence,
  problems,
}: {
  sentence: string | null;
  problems: readonly PhotoProblem[];
}) {
  // "Hard to read" adds nothing once a cause is named, as in the sentence.
  const named = problems.length > 1 ? problems.filter((problem) => problem !== "unreadable") : problems;
  return sentence ? (
    <Alert severity="warning" icon={false} sx={{ mb: 2 }} aria-label="What is wrong with this photo">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Words may be missing or wrong in the correction. To take a better photo:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {named.map((problem) => (
          <Typography component="li" variant="body2" key={problem}>
            <strong>{PHOTO_PROBLEM_WORDS[problem].label}:</strong> {PHOTO_PROBLEM_WORDS[problem].fix}
          </Typography>
        ))}
      </Box>
    </Alert>
  ) : (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      Redpen could not read this photo clearly, so words may be missing or wrong in the correction.
    </Typography>
  );
}
