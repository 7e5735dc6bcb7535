import { Box } from "@mui/material";
import type { DiffSegment } from "../../../lib/essay-diff";
import { EssayText } from "../../../components/essay-text";
import { SectionCard } from "../../../components/section-card";

/** The essay once corrected, removals hidden; what the correction added is marked in the teacher's red. */
export function CorrectedTextCard({ segments }: { segments: readonly DiffSegment[] }) {
  return (
    <SectionCard title="Corrected text">
      <EssayText>
        {segments.map((segment, index) =>
          segment.kind === "same" ? (
            segment.text
          ) : segment.added ? (
            <Box key={index} component="ins" sx={{ color: "secondary.main", textDecoration: "none" }}>
              {segment.added}
            </Box>
          ) : null,
        )}
      </EssayText>
    </SectionCard>
  );
}
