import { Box, Chip, Typography } from "@mui/material";
import type { EssayCard } from "@redpen/contract";
import { checkedText, draftText, gradeText, sharedText } from "../../../lib/review-words";

/** A corrected essay's grade shown (the teacher's, else the advised one) and how far its review went: checked, shared, latest draft. */
export function EssayCardReview({ card }: { card: EssayCard }) {
  const { grade, review, latest_draft: draft } = card;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.75, mb: 1.5 }} data-testid="card-review">
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 0.5 }} data-testid="card-grade">
        {grade ? `Grade ${gradeText(grade)}${grade.source === "advised" ? " (advised)" : ""}` : "No grade"}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary" sx={{ mr: 0.5 }}>
        {checkedText(review)}
      </Typography>
      {review.shared && <Chip size="small" color="success" variant="outlined" label={sharedText(review)} />}
      {draft && <Chip size="small" color="info" variant="outlined" label={draftText(draft)} />}
    </Box>
  );
}
