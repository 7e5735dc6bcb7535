import { Button, type ButtonProps } from "@mui/material";
import type { Ref } from "react";
import { visuallyHidden } from "./visually-hidden";

interface FilePickerButtonProps extends Omit<ButtonProps<"label">, "component" | "onChange"> {
  /** The file types the picker offers, as the input's accept attribute. */
  accept: string;
  multiple?: boolean;
  /** The chosen files; the picker is cleared after, so the same file can be chosen again (after a removal or a failed upload). */
  onFiles: (files: File[]) => void;
  /** The hidden input, to open the picker from elsewhere. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A button that opens the file picker: a label around a hidden file input. */
export function FilePickerButton({
  accept,
  multiple = false,
  onFiles,
  inputRef,
  disabled,
  children,
  ...props
}: FilePickerButtonProps) {
  return (
    <Button component="label" disabled={disabled} {...props}>
      {children}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
        // Hidden from sight but not from the label (which opens it) or from tests setting its files.
        style={visuallyHidden}
      />
    </Button>
  );
}
