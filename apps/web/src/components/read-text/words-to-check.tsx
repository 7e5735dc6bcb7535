import { Alert, Box, Chip, Typography } from "@mui/material";
import { useId } from "react";
import type { TrackedWord } from "../../lib/read-words";

/** "4 words were read unsurely: check them against the photo". */
const readUnsurely = (count: number) =>
  `${count === 1 ? "1 word was read unsurely" : `${count} words were read unsurely`}: check ${count === 1 ? "it" : "them"} against the photo`;

/** The words read unsurely and still to check, each a button that shows it on its photo. */
export function WordsToCheck({
  words,
  anyRead,
  chosen,
  onChoose,
  heading = readUnsurely,
}: {
  words: readonly TrackedWord[];
  /** Whether any word was read at all: without, there is nothing to say. */
  anyRead: boolean;
  chosen: string | undefined;
  onChoose: (word: TrackedWord) => void;
  /** The list's heading for this many words; by default, "N words were read unsurely: check them against the photo". */
  heading?: (count: number) => string;
}) {
  const headingId = useId();
  if (!anyRead) return null;
  if (words.length === 0) {
    return (
      <Alert severity="success">
        No word is left to check. Put the caret in any word to see where on the photo it was read.
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {heading(words.length)}
      </Typography>
      <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", maxHeight: 112, overflowY: "auto" }}>
        {words.map((word) => (
          <Chip
            key={word.id}
            label={word.text}
            size="small"
            color="warning"
            variant={word.id === chosen ? "filled" : "outlined"}
            onClick={() => onChoose(word)}
            aria-pressed={word.id === chosen}
          />
        ))}
      </Box>
    </Box>
  );
}
