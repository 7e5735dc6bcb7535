import { Box, type SxProps, type Theme } from "@mui/material";
import type { ChangeSegment } from "../lib/essay-diff";
import { addedSx as screenAddedSx, markedSx as screenMarkedSx, removedSx as screenRemovedSx } from "./essay-text";

/**
 * The words of one correction as the essay shows them: the removed ones struck through, then the
 * added ones, a space between them unless the removed words end with one. Shared as codes, with the
 * answer withheld, the student's words are only marked (a caret where a word is missing). The
 * screen's colours by default; the printout passes its own.
 */
export function ChangeWords(props: {
  segment: Pick<ChangeSegment, "removed" | "added" | "hidden">;
  removedSx?: SxProps<Theme>;
  addedSx?: SxProps<Theme>;
  markedSx?: SxProps<Theme>;
}) {
  const { segment, removedSx = screenRemovedSx, addedSx = screenAddedSx, markedSx = screenMarkedSx } = props;
  if (segment.hidden)
    return (
      <Box component="mark" sx={[{ color: "inherit" }, ...(Array.isArray(markedSx) ? markedSx : [markedSx])]}>
        {segment.removed || "‸"}
      </Box>
    );
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
