import { Button, CircularProgress, DialogActions } from "@mui/material";

interface DangerActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** While the change is sent: both buttons wait, the confirm button spins. */
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
  /** Left out in a form, whose submit the confirm button is. */
  onConfirm?: () => void;
}

/** A dialog's Cancel and its red button that confirms a change that cannot be undone. */
export function DangerActions({
  cancelLabel,
  confirmLabel,
  pending,
  disabled,
  onCancel,
  onConfirm,
}: DangerActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        variant="contained"
        color="error"
        onClick={onConfirm}
        disabled={disabled || pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
