import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, Chip, Divider, Drawer, IconButton, TextField, Typography } from "@mui/material";
import {
  codeOfEdit,
  EDIT_EXPLANATION_MAX_CHARS,
  EDIT_REPLACEMENT_MAX_CHARS,
  isReviewed,
  SCHOOL_RULE_ID,
  type EssayEdit,
} from "@redpen/contract";
import { Fragment, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useCorrectionCodes } from "../../../hooks/correction-codes-context";
import { headerBottom, usePanelPlacement } from "../hooks/use-panel-placement";
import { editKey, insertionText, type MarkingAction } from "../utils/marking";
import { CodeBadge } from "../../../components/code-badge";
import { CodePicker } from "./code-picker";

/** What the panel is about: the corrections of one marked change (or a rejected one), or new words to correct. */
export type MarkingTarget =
  | { kind: "edits"; edits: EssayEdit[] }
  | { kind: "new"; start: number; end: number; original: string; before: string; text: string };

const quoted = (text: string) => `“${text.trim() || "…"}”`;

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
  const placement = usePanelPlacement(textRef);
  const titleId = useId();
  const paperRef = useRef<HTMLDivElement>(null);
  const rejected = target.kind === "edits" && target.edits.every((edit) => edit.state === "rejected");
  const title =
    target.kind === "new"
      ? target.original
        ? `Correct ${quoted(target.original)}`
        : `Add words after ${quoted(target.before)}`
      : rejected
        ? "Rejected correction"
        : "Correction";
  const close = () => {
    onClose();
    if (anchor.element?.isConnected) anchor.element.focus({ preventScroll: true });
  };

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  });

  // Each correction opened: the panel takes the focus, and on a phone the page scrolls its words above the sheet.
  const opened = target.kind === "edits" ? target.edits.map(editKey).join("|") : `new:${target.start}:${target.end}`;
  useEffect(() => {
    const paper = paperRef.current;
    if (!paper) return;
    if (!paper.contains(document.activeElement)) paper.querySelector<HTMLElement>("[data-panel-focus]")?.focus();
    if (placement.kind !== "sheet") return;
    const words = anchor.rect();
    if (!words) return;
    const top = headerBottom() + 16;
    const bottom = window.innerHeight - paper.getBoundingClientRect().height - 16;
    if (words.top < top || words.bottom > bottom) window.scrollBy({ top: words.top - top });
    // Only when another correction opens: not on every change of the edits it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, placement.kind]);

  const paperSx =
    placement.kind === "side"
      ? { top: placement.top, height: `calc(100% - ${placement.top}px)`, width: placement.width }
      : {
          maxHeight: "55vh",
          borderTopLeftRadius: 16,
          borderTopRightRadius: 16,
          boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.12)",
        };

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
          <EditForm
            initial={{ replacement: target.original, explanation: "" }}
            submitLabel="Add correction"
            onCancel={close}
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
              close();
            }}
          />
        ) : (
          <ExistingEdits edits={target.edits} onAction={onAction} onClose={close} />
        )}
      </Box>
    </Drawer>
  );
}

/** Who made the correction, and whether the teacher changed it. */
function origin(edit: EssayEdit): string {
  if (edit.source === "teacher") return "Your correction";
  const changed = edit.state === "changed";
  if (edit.rule_id === SCHOOL_RULE_ID)
    return changed ? "From your school's corrections, changed by you" : "From your school's corrections";
  return changed ? "Redpen’s correction, changed by you" : "Redpen’s correction";
}

/** Where the teacher stands with the correction. */
function reviewState(edit: EssayEdit): string {
  if (edit.state === "rejected") return "Rejected: the student's words stand, and the student does not see it.";
  return isReviewed(edit) ? "Checked" : "Not checked yet";
}

function ExistingEdits({
  edits,
  onAction,
  onClose,
}: {
  edits: EssayEdit[];
  onAction: (action: MarkingAction) => void;
  onClose: () => void;
}) {
  const [changing, setChanging] = useState<string | null>(null);
  const codes = useCorrectionCodes();
  const act = (action: MarkingAction) => {
    onAction(action);
    onClose();
  };
  const unchecked = edits.filter((edit) => !isReviewed(edit)).map(editKey);
  const standing = edits.some((edit) => edit.state !== "rejected");
  const handleKeep = () => (unchecked.length > 0 ? act({ kind: "keep", keys: unchecked }) : onClose());
  return (
    <>
      <Box sx={{ display: "grid", gap: 2, alignContent: "start", px: 3, py: 1 }}>
        {edits.map((edit, index) => {
          const key = editKey(edit);
          const isRejected = edit.state === "rejected";
          return (
            <Fragment key={key}>
              {index > 0 && <Divider />}
              <Box>
                <Typography
                  sx={{
                    fontFamily: "Georgia, serif",
                    fontSize: "1.1rem",
                    color: isRejected ? "text.secondary" : undefined,
                  }}
                >
                  {quoted(edit.original)} → {quoted(edit.replacement)}
                </Typography>
                <Box sx={{ display: "flex", gap: 1, alignItems: "center", my: 1, flexWrap: "wrap" }}>
                  <CodeBadge code={codeOfEdit(edit, codes)} />
                  {edit.category && <Chip size="small" label={edit.category} />}
                  <Typography variant="body2" color="text.secondary">
                    {origin(edit)}
                  </Typography>
                </Box>
                <Typography>{edit.explanation || "Redpen is writing an explanation…"}</Typography>
                {!isRejected && (
                  <Box sx={{ mt: 1.5 }}>
                    <CodePicker
                      category={edit.category}
                      value={edit.code}
                      onChange={(code) => onAction({ kind: "code", key, code })}
                    />
                  </Box>
                )}
                <Typography
                  variant="body2"
                  sx={{
                    mt: 1,
                    fontWeight: 500,
                    color: isRejected ? "text.secondary" : isReviewed(edit) ? "success.dark" : "warning.dark",
                  }}
                >
                  {reviewState(edit)}
                </Typography>
              </Box>
              {changing === key ? (
                <EditForm
                  initial={{ replacement: edit.replacement, explanation: edit.explanation }}
                  submitLabel="Save change"
                  onCancel={() => setChanging(null)}
                  onSave={({ replacement, explanation }) => act({ kind: "change", key, replacement, explanation })}
                />
              ) : isRejected ? (
                <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                  <Button variant="outlined" onClick={() => act({ kind: "restore", key })}>
                    Restore
                  </Button>
                </Box>
              ) : (
                <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                  <Button variant="outlined" onClick={() => setChanging(key)}>
                    Change
                  </Button>
                  {edit.source === "teacher" ? (
                    <Button color="error" onClick={() => act({ kind: "remove", key })}>
                      Remove
                    </Button>
                  ) : (
                    <Button color="error" onClick={() => act({ kind: "reject", key })}>
                      Reject
                    </Button>
                  )}
                </Box>
              )}
            </Fragment>
          );
        })}
      </Box>
      {changing === null && standing && (
        <Box sx={{ px: 3, py: 1.5 }}>
          <Button onClick={handleKeep} variant="contained">
            Keep
          </Button>
        </Box>
      )}
    </>
  );
}

/** The replacement and explanation of a correction; the explanation is proposed when left empty or when only the replacement changed. */
function EditForm(props: {
  initial: { replacement: string; explanation: string };
  submitLabel: string;
  onSave: (values: { replacement: string; explanation: string; code?: string }) => void;
  onCancel: () => void;
  /** A new correction: its code may be picked too. */
  withCode?: boolean;
}) {
  const { initial, submitLabel, onSave, onCancel, withCode = false } = props;
  const [code, setCode] = useState<string | null>(null);
  const [replacement, setReplacement] = useState(initial.replacement);
  const [explanation, setExplanation] = useState(initial.explanation);
  const [explanationTouched, setExplanationTouched] = useState(false);
  const unchanged = replacement === initial.replacement && explanation === initial.explanation;
  const handleSubmit = () => {
    if (unchanged) return;
    // A new replacement needs a new explanation unless the teacher wrote one.
    const sentExplanation = replacement !== initial.replacement && !explanationTouched ? "" : explanation;
    onSave({ replacement, explanation: sentExplanation.replace(/\s+/g, " "), ...(code ? { code } : {}) });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), handleSubmit())}
      sx={{ display: "grid", gap: 2, px: 3, py: 2 }}
    >
      <TextField
        label="Replacement"
        autoFocus
        value={replacement}
        onChange={(event) => setReplacement(event.target.value)}
        helperText="Leave it empty to remove the words."
        slotProps={{ htmlInput: { maxLength: EDIT_REPLACEMENT_MAX_CHARS } }}
        fullWidth
      />
      <TextField
        label="Explanation for the student"
        value={explanation}
        onChange={(event) => {
          setExplanation(event.target.value);
          setExplanationTouched(true);
        }}
        helperText="Leave it empty and Redpen proposes one."
        slotProps={{ htmlInput: { maxLength: EDIT_EXPLANATION_MAX_CHARS } }}
        fullWidth
      />
      {withCode && <CodePicker category="" value={code ?? undefined} onChange={setCode} />}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={unchanged}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
