import { TextField } from "@mui/material";
import { countWords, ESSAY_MIN_WORDS } from "@redpen/contract";
import { useController } from "react-hook-form";
import type { NewEssayFormControl } from "../utils/new-essay-form";

/** Step 1 of /essays/text/new: the pasted essay, with its word count and the rules of docs/behaviour/validation.md. */
export function EssayTextField({
  control,
  message,
  disabled,
}: {
  control: NewEssayFormControl;
  /** What the rules say of the text now, if anything. */
  message: string | undefined;
  disabled: boolean;
}) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: "text" });
  // An empty field says nothing until the teacher has been in it.
  const showError = Boolean(message) && (fieldState.isTouched || field.value.length > 0);
  const words = countWords(field.value);
  return (
    <TextField
      {...field}
      inputRef={ref}
      label="Essay text"
      placeholder="Paste or type the essay here"
      multiline
      minRows={8}
      maxRows={24}
      fullWidth
      disabled={disabled}
      error={showError}
      helperText={showError ? message : `${words} ${words === 1 ? "word" : "words"} (at least ${ESSAY_MIN_WORDS})`}
    />
  );
}
