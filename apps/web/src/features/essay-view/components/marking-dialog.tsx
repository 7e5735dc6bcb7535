import {
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  TextField,
  Typography,
} from "@mui/material";
import {
  EDIT_EXPLANATION_MAX_CHARS,
  EDIT_REPLACEMENT_MAX_CHARS,
  SCHOOL_RULE_ID,
  type EssayEdit,
} from "@redpen/contract";
import { Fragment, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { editKey, insertionText, type MarkingAction } from "../utils/marking";

/** What the dialog is about: the corrections of one marked change, or new words to correct. */
export type MarkingTarget =
  | { kind: "edits"; edits: EssayEdit[] }
  | { kind: "new"; start: number; end: number; original: string; before: string; text: string };

const quoted = (text: string) => `“${text.trim() || "…"}”`;

/**
 * The teacher's decision on a correction: keep it, reject it (the student's words stand), change
 * its replacement and explanation, or a new correction of the words they selected. An empty
 * explanation is proposed by Redpen.
 */
export function MarkingDialog({
  target,
  onAction,
  onClose,
}: {
  target: MarkingTarget;
  onAction: (action: MarkingAction) => void;
  onClose: () => void;
}) {
  const title =
    target.kind === "new"
      ? target.original
        ? `Correct ${quoted(target.original)}`
        : `Add words after ${quoted(target.before)}`
      : "Correction";
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby="marking-dialog-title">
      <DialogTitle id="marking-dialog-title">{title}</DialogTitle>
      {target.kind === "new" ? (
        <EditForm
          initial={{ replacement: target.original, explanation: "" }}
          submitLabel="Add correction"
          onCancel={onClose}
          onSave={({ replacement, explanation }) => {
            const text = target.original ? replacement : insertionText(target.text, target.start, replacement);
            onAction({
              kind: "add",
              start: target.start,
              end: target.end,
              original: target.original,
              replacement: text,
              explanation,
            });
            onClose();
          }}
        />
      ) : (
        <ExistingEdits edits={target.edits} onAction={onAction} onClose={onClose} />
      )}
    </ResponsiveDialog>
  );
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
  const act = (action: MarkingAction) => {
    onAction(action);
    onClose();
  };
  return (
    <>
      <DialogContent sx={{ display: "grid", gap: 2, alignContent: "start" }}>
        {edits.map((edit, index) => {
          const key = editKey(edit);
          return (
            <Fragment key={key}>
              {index > 0 && <Divider />}
              <Box>
                <Typography sx={{ fontFamily: "Georgia, serif", fontSize: "1.1rem" }}>
                  {quoted(edit.original)} → {quoted(edit.replacement)}
                </Typography>
                <Box sx={{ display: "flex", gap: 1, alignItems: "center", my: 1, flexWrap: "wrap" }}>
                  {edit.category && <Chip size="small" label={edit.category} />}
                  <Typography variant="body2" color="text.secondary">
                    {edit.source === "teacher"
                      ? "Your correction"
                      : edit.rule_id === SCHOOL_RULE_ID
                        ? edit.state === "changed"
                          ? "From your school's corrections, changed by you"
                          : "From your school's corrections"
                        : edit.state === "changed"
                          ? "Redpen’s correction, changed by you"
                          : "Redpen’s correction"}
                  </Typography>
                </Box>
                <Typography>{edit.explanation || "Redpen is writing an explanation…"}</Typography>
              </Box>
              {changing === key ? (
                <EditForm
                  initial={{ replacement: edit.replacement, explanation: edit.explanation }}
                  submitLabel="Save change"
                  onCancel={() => setChanging(null)}
                  onSave={({ replacement, explanation }) => act({ kind: "change", key, replacement, explanation })}
                />
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
      </DialogContent>
      {changing === null && (
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            Keep
          </Button>
        </DialogActions>
      )}
    </>
  );
}

/** The replacement and explanation of a correction; the explanation is proposed when left empty or when only the replacement changed. */
function EditForm(props: {
  initial: { replacement: string; explanation: string };
  submitLabel: string;
  onSave: (values: { replacement: string; explanation: string }) => void;
  onCancel: () => void;
}) {
  const { initial, submitLabel, onSave, onCancel } = props;
  const [replacement, setReplacement] = useState(initial.replacement);
  const [explanation, setExplanation] = useState(initial.explanation);
  const [explanationTouched, setExplanationTouched] = useState(false);
  const unchanged = replacement === initial.replacement && explanation === initial.explanation;
  const handleSubmit = () => {
    if (unchanged) return;
    // A new replacement needs a new explanation unless the teacher wrote one.
    const sentExplanation = replacement !== initial.replacement && !explanationTouched ? "" : explanation;
    onSave({ replacement, explanation: sentExplanation.replace(/\s+/g, " ") });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), handleSubmit())}
      sx={{ display: "grid", gap: 2, px: 3, pb: 2 }}
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
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={unchanged}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
