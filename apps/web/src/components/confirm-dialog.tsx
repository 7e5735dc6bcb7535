import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { ErrorNotice } from "./error-notice";
import { ResponsiveDialog } from "./responsive-dialog";

/** A yes-or-no question before something is deleted: what goes and what stays, then the action named. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  action: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ResponsiveDialog open={props.open} onClose={props.onClose} maxWidth="xs">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        {Boolean(props.error) && <ErrorNotice error={props.error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {props.action}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
