import { Box, Button, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { cropAround, type PlacedWord } from "../../lib/read-words";

interface WordCheckProps {
  word: PlacedWord;
  /** The page's number, from 1. */
  pageNumber: number;
  /** The word as the text has it now. */
  current: string;
  onReplace: (replacement: string) => void;
  /** The teacher checked an uncertain word and it is right. */
  onKeep: () => void;
  /** Whether to put the caret in the field (the word was chosen from the list, not by typing in the text). */
  focus: boolean;
}

/**
 * One word checked against the photo: the part of the page where it was read, the word outlined,
 * and a field to replace it in one step (Enter), or to say it was read right.
 */
export function WordCheck({ word, pageNumber, current, onReplace, onKeep, focus }: WordCheckProps) {
  const [replacement, setReplacement] = useState(current);
  const crop = cropAround(word.box, word.page);
  const pad = 4;
  return (
    <Box
      component="form"
      aria-label={`Check “${word.text}”`}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (replacement.trim()) onReplace(replacement.trim());
      }}
      sx={{
        p: 1.5,
        border: 1,
        borderColor: word.uncertain ? "warning.main" : "divider",
        borderRadius: 1,
        bgcolor: "background.paper",
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {word.uncertain ? "Read unsurely" : "Read"} as <strong>“{word.text}”</strong> on page {pageNumber}:
      </Typography>
      <Box
        component="svg"
        role="img"
        aria-label={`Where “${word.text}” was read on page ${pageNumber}`}
        viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
        sx={{ display: "block", width: "100%", maxHeight: 160, bgcolor: "grey.100", borderRadius: 1, mb: 1.5 }}
      >
        <image href={word.page.uri} x={0} y={0} width={word.page.width} height={word.page.height} />
        <rect
          x={word.box.x0 - pad}
          y={word.box.y0 - pad}
          width={word.box.x1 - word.box.x0 + 2 * pad}
          height={word.box.y1 - word.box.y0 + 2 * pad}
          rx={6}
          fill="none"
          stroke="#ed6c02"
          strokeWidth={3}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <TextField
          size="small"
          label="The student wrote"
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
          autoFocus={focus}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "off", maxLength: 200 } }}
          sx={{ flex: "1 1 160px" }}
        />
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={!replacement.trim() || replacement.trim() === current}
        >
          Replace
        </Button>
        {word.uncertain && (
          <Button size="small" onClick={onKeep}>
            It is right
          </Button>
        )}
      </Box>
    </Box>
  );
}
