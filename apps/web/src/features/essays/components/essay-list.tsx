import { Box, Button, CircularProgress, Skeleton, Typography } from "@mui/material";
import type { EssayListEntry } from "@redpen/contract";
import { EssayCard } from "./essay-card";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
} as const;

/** Placeholder cards while the first page loads. */
export function EssayListSkeleton() {
  return (
    <Box sx={grid} aria-hidden>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={220} />
      ))}
    </Box>
  );
}

interface EssayListProps {
  essays: readonly EssayListEntry[];
  /** How many essays the filters find in all. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The essay cards, newest first, and 'Load more' while the api may have older ones. */
export function EssayList({ essays, total, hasMore, loadingMore, onLoadMore }: EssayListProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" data-testid="essay-count">
        {total === 1 ? "1 essay" : `${total} essays`}
        {essays.length < total ? `, the newest ${essays.length} shown` : ""}
      </Typography>
      <Box component="section" aria-label="Essays" sx={grid}>
        {essays.map((essay, index) => (
          <EssayCard key={essay.id} essay={essay} position={index + 1} />
        ))}
      </Box>
      {hasMore && (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
          <Button
            variant="outlined"
            onClick={onLoadMore}
            disabled={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            Load more
          </Button>
        </Box>
      )}
    </>
  );
}
