import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import type { OrganisationUser } from "@redpen/contract";

interface RemoveTeacherDialogProps {
  /** The teacher to remove; the dialog is open while there is one. */
  teacher: OrganisationUser | null;
  /** Whether the teacher is the signed-in one. */
  isMe: boolean;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation of SPEC.md 4: closes on Cancel or once the teacher is removed. */
export function RemoveTeacherDialog({ teacher, isMe, removing, onCancel, onConfirm }: RemoveTeacherDialogProps) {
  const email = teacher?.data.email ?? "";
  return (
    <Dialog open={Boolean(teacher)} onClose={removing ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{isMe ? "Leave the organisation?" : "Remove this teacher?"}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere" }}>
          {isMe
            ? "You will no longer use the organisation's credits. Your essays stay yours."
            : `${email} will no longer use the organisation's credits. Their essays stay theirs.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={removing}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={removing} startIcon={removing ? <CircularProgress size={18} color="inherit" /> : undefined}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
