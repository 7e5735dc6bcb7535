import { Alert, type AlertProps } from "@mui/material";
import { formatError } from "@redpen/contract";

/** The one place an error (api or other) becomes the text of docs/behaviour/errors.md. */
export function ErrorNotice({ error, ...props }: { error: unknown } & Omit<AlertProps, "children">) {
  return (
    <Alert severity="error" {...props}>
      {formatError(error)}
    </Alert>
  );
}
