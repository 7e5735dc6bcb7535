import { DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { DangerActions } from "./danger-actions";

interface StepDownDialogProps {
  open: boolean;
  /** While the new role is sent: both buttons wait. */
  stepping: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * An owner's confirmation before they stop being one: they cannot undo it themselves, only
 * another owner can make them an owner again.
 */
export function StepDownDialog({ open, stepping, onCancel, onConfirm }: StepDownDialogProps) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={stepping ? undefined : onCancel}
      maxWidth="xs"
      aria-labelledby="step-down-title"
    >
      <DialogTitle id="step-down-title">Stop being an owner?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You will no longer be able to remove teachers, name owners, rename, delete or download the school. Only
          another owner can make you an owner again.
        </DialogContentText>
      </DialogContent>
      <DangerActions
        cancelLabel="Cancel"
        confirmLabel="Stop being an owner"
        pending={stepping}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </ResponsiveDialog>
  );
}
