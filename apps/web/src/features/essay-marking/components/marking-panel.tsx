import CloseIcon from "@mui/icons-material/Close";
import { Box, Drawer, IconButton, Typography } from "@mui/material";
import type { RefObject } from "react";
import { useMarkingPanel, type MarkingTarget } from "../hooks/use-marking-panel";
import { insertionText, type MarkingAction } from "../utils/marking";
import { EditForm } from "./edit-form";
import { ExistingEdits, quoted } from "./existing-edits";

export type { MarkingTarget };

/**
 * The teacher's decision on a correction, beside the text it explains and never over it (a side
 * panel on a wide screen, a bottom sheet on a phone, with the page scrolled so the words stay in
 * sight): keep it, reject it (the student's words stand), restore a rejected one, change its
 * replacement and explanation, or a new correction of the words they selected. An empty
 * explanation is proposed by Redpen. The page stays usable beside it: another correction opens in
 * its place. Escape or the close button closes it, and the focus goes back to the words (`anchor`).
 */
export function MarkingPanel({
  target,
  anchor,
  textRef,
  onAction,
  onClose,
}: {
  target: MarkingTarget;
  /** The words the panel is about: a correction's mark, or the selection's. */
  anchor: { element?: HTMLElement; rect: () => DOMRect | undefined };
  /** The essay's text, which the panel keeps clear of. */
  textRef: RefObject<HTMLElement | null>;
  onAction: (action: MarkingAction) => void;
  onClose: () => void;
}) {
  const { placement, titleId, paperRef, close, paperSx } = useMarkingPanel({ target, anchor, textRef, onClose });
  const title = panelTitle(target);

  return (
    <Drawer
      variant="persistent"
      open
      anchor={placement.kind === "side" ? "right" : "bottom"}
      className="no-print"
      slotProps={{
        paper: {
          ref: paperRef,
          role: "dialog",
          "aria-modal": false,
          "aria-labelledby": titleId,
          elevation: 4,
          sx: { ...paperSx, display: "flex", flexDirection: "column" },
        },
      }}
    >
      {placement.kind === "sheet" && (
        <Box aria-hidden sx={{ width: 36, height: 4, borderRadius: 2, bgcolor: "divider", mx: "auto", mt: 1 }} />
      )}
      <Box
        sx={{ display: "flex", alignItems: "center", gap: 1, pl: 3, pr: 1.5, pt: placement.kind === "side" ? 2 : 1 }}
      >
        <Typography
          id={titleId}
          variant="h2"
          component="h2"
          tabIndex={-1}
          data-panel-focus
          sx={{ fontSize: "1.15rem", flexGrow: 1, outline: "none", overflowWrap: "anywhere" }}
        >
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: "auto", pb: 1 }}>
        {target.kind === "new" ? (
          <NewEditForm target={target} onAction={onAction} onClose={close} />
        ) : (
          <ExistingEdits edits={target.edits} onAction={onAction} onClose={close} />
        )}
      </Box>
    </Drawer>
  );
}

/** The panel's title: the words to correct, or the correction (a rejected one). */
function panelTitle(target: MarkingTarget): string {
  if (target.kind === "new")
    return target.original ? `Correct ${quoted(target.original)}` : `Add words after ${quoted(target.before)}`;
  return target.edits.every((edit) => edit.state === "rejected") ? "Rejected correction" : "Correction";
}

/** A new correction of the words the teacher selected (or, between two words, of words to add). */
function NewEditForm(props: {
  target: Extract<MarkingTarget, { kind: "new" }>;
  onAction: (action: MarkingAction) => void;
  onClose: () => void;
}) {
  const { target, onAction, onClose } = props;
  return (
    <EditForm
      initial={{ replacement: target.original, explanation: "" }}
      submitLabel="Add correction"
      onCancel={onClose}
      withCode
      onSave={({ replacement, explanation, code }) => {
        const text = target.original ? replacement : insertionText(target.text, target.start, replacement);
        onAction({
          kind: "add",
          start: target.start,
          end: target.end,
          original: target.original,
          replacement: text,
          explanation,
          ...(code ? { code } : {}),
        });
        onClose();
      }}
    />
  );
}
