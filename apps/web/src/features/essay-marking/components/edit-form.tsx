import { Box, Button, TextField } from "@mui/material";
import { EDIT_EXPLANATION_MAX_CHARS, EDIT_REPLACEMENT_MAX_CHARS } from "@redpen/contract";
import { useState } from "react";
import { CodePicker } from "./code-picker";

/** The replacement and explanation of a correction; the explanation is proposed when left empty or when only the replacement changed. */
export function EditForm(props: {
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
