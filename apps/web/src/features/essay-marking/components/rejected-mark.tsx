import { Box } from "@mui/material";
import type { KeyboardEvent } from "react";
import type { RejectedSegment } from "../../../lib/essay-diff";

/**
 * A correction the teacher rejected, in place on their view (never the student's): the student's
 * words stand, underlined in dotted grey, with the rejected words after them, greyed and struck
 * through. A click, a tap or Enter opens it, to restore it.
 */
export function RejectedMark({
  segment,
  onOpen,
}: {
  segment: RejectedSegment;
  onOpen: (segment: RejectedSegment, mark: HTMLElement) => void;
}) {
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onOpen(segment, event.currentTarget);
  };
  const from = segment.removed.trim() || "(nothing)";
  const to = segment.added.trim() || "(nothing)";
  return (
    <Box
      component="span"
      className="rejected-change"
      role="button"
      tabIndex={0}
      aria-label={`Rejected correction: ${from} to ${to}. Enter to open it and restore it.`}
      data-start={segment.start}
      data-end={segment.end}
      onClick={(event) => onOpen(segment, event.currentTarget)}
      onKeyDown={handleKeyDown}
      sx={{
        cursor: "pointer",
        borderRadius: 0.5,
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
      }}
    >
      {segment.words && (
        <Box component="span" sx={standingSx}>
          {segment.words}
        </Box>
      )}
      {/* Only the words it would have removed when it adds none and none of them stand here (another correction covers them). */}
      {(segment.added || !segment.words) && (
        <Box component="span" className="no-print">
          {segment.words ? " " : ""}
          <Box component="s" sx={{ ...rejectedSx, ml: segment.words ? 0 : 0.375 }}>
            {segment.added.trim() || from}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The student's words, which stand: a dotted grey underline on screen, plain on paper. */
const standingSx = {
  textDecoration: "underline dotted",
  textDecorationColor: "#9e9e9e",
  textUnderlineOffset: "3px",
  "@media print": { textDecoration: "none" },
} as const;

/** The rejected words: small, grey and struck through, apart from the words around them. */
const rejectedSx = {
  color: "#8d8d8d",
  fontSize: "0.85em",
  textDecorationThickness: "1px",
  userSelect: "none",
} as const;
