import { Box, Chip, Typography } from "@mui/material";
import { checkedText, sharedText } from "../../../lib/review-words";
import type { ClassEssayRow } from "../utils/class-essay-rows";

/** How far the teacher went with a corrected essay: corrections checked, and whether it is shared and how. */
export function ReviewState({ row }: { row: ClassEssayRow }) {
  if (!row.review || row.status !== "SUCCESS") return <>–</>;
  const { review } = row;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5 }} data-testid="review-state">
      <Typography variant="body2" component="span" sx={{ whiteSpace: "nowrap", mr: 0.5 }}>
        {checkedText(review)}
      </Typography>
      {review.shared ? (
        <Chip size="small" color="success" variant="outlined" label={sharedText(review)} />
      ) : (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
          Not shared
        </Typography>
      )}
    </Box>
  );
}

/** The second draft: the latest one sent and how much of it was fixed, else whether the student may send one. */
export function DraftState({ row }: { row: ClassEssayRow }) {
  if (row.draftText)
    return <Chip size="small" color="info" variant="outlined" label={row.draftText} data-testid="draft-chip" />;
  const allowed = row.review?.drafts_allowed ?? 0;
  if (allowed === 0 || row.status !== "SUCCESS") return <>–</>;
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {allowed === 1 ? "Allowed, none sent yet" : `${allowed} allowed, none sent yet`}
    </Typography>
  );
}
