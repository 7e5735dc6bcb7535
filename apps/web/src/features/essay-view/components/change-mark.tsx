import { Box, Tooltip, Typography } from "@mui/material";
import { useState } from "react";
import type { ChangeSegment } from "../utils/essay-diff";
import { addedSx, removedSx } from "./essay-text";

/**
 * One correction in the diff: removed words struck through, added words underlined. Its
 * explanation shows on hover, on keyboard focus and on tap (touch screens have no hover).
 */
export function ChangeMark({ segment }: { segment: ChangeSegment }) {
  const [open, setOpen] = useState(false);
  const marks = (
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
  if (segment.edits.length === 0) return <span className="diff-change">{marks}</span>;

  const handleOpen = () => setOpen(true);
  const handleClose = () => setOpen(false);
  const explanation = (
    <>
      {segment.edits.map((edit, index) => (
        <Typography key={index} variant="body2" sx={{ fontSize: "0.85rem" }}>
          <Box component="span" sx={{ fontWeight: 600, textTransform: "capitalize" }}>
            {edit.category}:
          </Box>{" "}
          {edit.explanation}
        </Typography>
      ))}
    </>
  );

  return (
    <Tooltip title={explanation} open={open} onOpen={handleOpen} onClose={handleClose} describeChild arrow disableTouchListener>
      <Box
        component="span"
        className="diff-change"
        tabIndex={0}
        onClick={handleOpen}
        sx={{ cursor: "help", borderRadius: 0.5, px: segment.removed ? 0 : 0.25, "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 } }}
      >
        {marks}
      </Box>
    </Tooltip>
  );
}
