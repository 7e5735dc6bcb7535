import { Box, type SxProps, type Theme } from "@mui/material";
import type { ChangeSegment } from "../lib/essay-diff";
import { addedSx as screenAddedSx, removedSx as screenRemovedSx } from "./essay-text";

/**
 * The words of one correction as the essay shows them: the removed ones struck through, then the
 * added ones, a space between them unless the removed words end with one. The screen's colours by
 * default; the printout passes its own.
 */
export function ChangeWords(props: {
  segment: Pick<ChangeSegment, "removed" | "added">;
  removedSx?: SxProps<Theme>;
  addedSx?: SxProps<Theme>;
}) {
  const { segment, removedSx = screenRemovedSx, addedSx = screenAddedSx } = props;
  return (
    <>
      {segment.removed && (
        <Box component="del" sx={removedSx}>
          {segment.removed}
        </Box>
      )}
      {segment.removed && segment.added && !/\s$/.test(segment.removed) && " "}
      {segment.added && (
        <Box component="ins" sx={addedSx}>
          {segment.added}
        </Box>
      )}
    </>
  );
}
