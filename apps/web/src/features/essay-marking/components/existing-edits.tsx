import { Box, Button, Chip, Divider, Typography } from "@mui/material";
import { codeOfEdit, isReviewed, SCHOOL_RULE_ID, type EssayEdit } from "@redpen/contract";
import { Fragment, useState } from "react";
import { CodeBadge } from "../../../components/code-badge";
import { useCorrectionCodes } from "../../../hooks/correction-codes-context";
import { editKey, type MarkingAction } from "../utils/marking";
import { CodePicker } from "./code-picker";
import { EditForm } from "./edit-form";

/** A correction's words in quotes; an empty side shows as an ellipsis. */
export const quoted = (text: string) => `“${text.trim() || "…"}”`;

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

/** The corrections of one marked change, each with its decision, and Keep for all those not checked yet. */
export function ExistingEdits({
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
  const unchecked = edits.filter((edit) => !isReviewed(edit)).map(editKey);
  const standing = edits.some((edit) => edit.state !== "rejected");
  const handleKeep = () => (unchecked.length > 0 ? act({ kind: "keep", keys: unchecked }) : onClose());
  return (
    <>
      <Box sx={{ display: "grid", gap: 2, alignContent: "start", px: 3, py: 1 }}>
        {edits.map((edit, index) => {
          const key = editKey(edit);
          return (
            <Fragment key={key}>
              {index > 0 && <Divider />}
              <EditSummary edit={edit} onAction={onAction} />
              {changing === key ? (
                <EditForm
                  initial={{ replacement: edit.replacement, explanation: edit.explanation }}
                  submitLabel="Save change"
                  onCancel={() => setChanging(null)}
                  onSave={({ replacement, explanation }) => act({ kind: "change", key, replacement, explanation })}
                />
              ) : (
                <EditDecisions edit={edit} onAct={act} onChange={() => setChanging(key)} />
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

/** One correction: its words, code, category and origin, its explanation, its code picker and where the teacher stands with it. */
function EditSummary({ edit, onAction }: { edit: EssayEdit; onAction: (action: MarkingAction) => void }) {
  const codes = useCorrectionCodes();
  const key = editKey(edit);
  const isRejected = edit.state === "rejected";
  return (
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
  );
}

/** Restore for a rejected correction; Change, and Reject (Redpen's) or Remove (the teacher's own), for the others. */
function EditDecisions(props: { edit: EssayEdit; onAct: (action: MarkingAction) => void; onChange: () => void }) {
  const { edit, onAct, onChange } = props;
  const key = editKey(edit);
  if (edit.state === "rejected")
    return (
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={() => onAct({ kind: "restore", key })}>
          Restore
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      <Button variant="outlined" onClick={onChange}>
        Change
      </Button>
      {edit.source === "teacher" ? (
        <Button color="error" onClick={() => onAct({ kind: "remove", key })}>
          Remove
        </Button>
      ) : (
        <Button color="error" onClick={() => onAct({ kind: "reject", key })}>
          Reject
        </Button>
      )}
    </Box>
  );
}
