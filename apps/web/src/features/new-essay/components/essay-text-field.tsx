import { TextField } from "@mui/material";
import { countWords, ESSAY_MIN_WORDS, WORD_COUNT_RULES, validateWordCountedText } from "@redpen/contract";
import { useState } from "react";

/** Step 1 of /essays/text/new: the pasted essay, with its word count and the rules of SPEC.md 5. */
export function EssayTextField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const [touched, setTouched] = useState(false);
  const message = validateWordCountedText(value, WORD_COUNT_RULES.essay);
  // An empty field says nothing until the teacher has been in it.
  const showError = Boolean(message) && (touched || value.length > 0);
  const words = countWords(value);
  return (
    <TextField
      label="Essay text"
      placeholder="Paste or type the essay here"
      multiline
      minRows={8}
      maxRows={24}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setTouched(true)}
      disabled={disabled}
      error={showError}
      helperText={showError ? message : `${words} ${words === 1 ? "word" : "words"} (at least ${ESSAY_MIN_WORDS})`}
    />
  );
}
