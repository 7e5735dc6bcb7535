import CheckIcon from "@mui/icons-material/Check";
import { Box, Tooltip, Typography } from "@mui/material";
import { useState, type KeyboardEvent } from "react";
import { codeOfEdit } from "@redpen/contract";
import { useCorrectionCodes } from "../../../hooks/correction-codes-context";
import type { ChangeSegment } from "../../../lib/essay-diff";
import { ChangeWords } from "../../../components/change-words";
import { CodeBadge } from "../../../components/code-badge";

/** What the essay's owner can do with a correction: open it (click, tap, Enter) beside the mark, or reject it (Delete). */
export interface ChangeMarkActions {
  onOpen: (segment: ChangeSegment, mark: HTMLElement) => void;
  onReject: (segment: ChangeSegment) => void;
}

/**
 * One correction in the diff: removed words struck through, added words underlined. Its
 * explanation shows on hover, on keyboard focus and on tap (touch screens have no hover); the
 * essay's owner opens it with a click, a tap or Enter, and rejects it with Delete, and sees a tick
 * on the ones they have checked (`checked`).
 */
export function ChangeMark({
  segment,
  actions,
  checked,
}: {
  segment: ChangeSegment;
  actions?: ChangeMarkActions;
  checked?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const marks = <MarkWords segment={segment} checked={checked} />;
  const offsets = { "data-start": segment.start, "data-end": segment.end };
  if (segment.edits.length === 0)
    return (
      <span className="diff-change" {...offsets}>
        {marks}
      </span>
    );

  const handleOpen = () => setOpen(true);
  const handleClick = (event: { currentTarget: HTMLElement }) =>
    actions ? (setOpen(false), actions.onOpen(segment, event.currentTarget)) : handleOpen();
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!actions) return;
    if (event.key === "Enter") actions.onOpen(segment, event.currentTarget);
    else if (event.key === "Delete" || event.key === "Backspace") actions.onReject(segment);
    else return;
    event.preventDefault();
    setOpen(false);
  };
  const handleClose = () => setOpen(false);

  return (
    <Tooltip
      title={<MarkExplanation segment={segment} />}
      open={open}
      onOpen={handleOpen}
      onClose={handleClose}
      describeChild
      arrow
      disableTouchListener
    >
      <Box
        component="span"
        className="diff-change"
        tabIndex={0}
        role={actions ? "button" : undefined}
        aria-label={
          actions
            ? `Correction: ${segment.removed.trim() || "(nothing)"} to ${segment.added.trim() || "(nothing)"}. Enter to open, Delete to reject. ${checked ? "Checked." : "Not checked yet."}`
            : undefined
        }
        {...offsets}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        sx={{
          cursor: actions ? "pointer" : "help",
          borderRadius: 0.5,
          px: segment.removed ? 0 : 0.25,
          "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
        }}
      >
        {marks}
      </Box>
    </Tooltip>
  );
}

/** The mark's words, struck through and underlined, with a tick once the teacher checked it. */
function MarkWords({ segment, checked }: { segment: ChangeSegment; checked?: boolean }) {
  return (
    <>
      <ChangeWords segment={segment} />
      {checked && (
        <CheckIcon
          className="no-print"
          aria-hidden
          sx={{ fontSize: "0.8em", color: "success.main", verticalAlign: "super", ml: 0.125 }}
        />
      )}
    </>
  );
}

/** Each correction of the mark: its code, its category and its explanation. */
function MarkExplanation({ segment }: { segment: ChangeSegment }) {
  const codes = useCorrectionCodes();
  return (
    <>
      {segment.edits.map((edit, index) => (
        <Typography key={index} variant="body2" sx={{ fontSize: "0.85rem" }}>
          <CodeBadge code={codeOfEdit(edit, codes)} />
          <Box component="span" sx={{ fontWeight: 600, textTransform: "capitalize" }}>
            {edit.category}:
          </Box>{" "}
          {edit.explanation}
        </Typography>
      ))}
    </>
  );
}
