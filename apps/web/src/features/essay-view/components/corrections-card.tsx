import { Box, Typography } from "@mui/material";
import { countWords } from "@redpen/contract";
import type { DiffSegment } from "../utils/essay-diff";
import { ChangeMark } from "./change-mark";
import { addedSx, EssayText, removedSx } from "./essay-text";
import { SectionCard } from "./section-card";

/** The original against its correction, word by word, and the original's word count. */
export function CorrectionsCard({ segments, original }: { segments: readonly DiffSegment[]; original: string }) {
  const words = countWords(original);
  return (
    <SectionCard title="Corrections" className="print-all">
      <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 1.5 }}>
        <Box component="del" sx={removedSx}>
          Removed
        </Box>{" "}
        and{" "}
        <Box component="ins" sx={addedSx}>
          added
        </Box>{" "}
        words. Hover over or tap a correction to see why.
      </Typography>
      <EssayText>{segments.map((segment, index) => (segment.kind === "same" ? segment.text : <ChangeMark key={index} segment={segment} />))}</EssayText>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: "right" }}>
        {words} {words === 1 ? "word" : "words"}
      </Typography>
    </SectionCard>
  );
}
