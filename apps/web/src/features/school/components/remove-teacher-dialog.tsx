import { Dialog, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { teacherCalled, type OrganisationUser } from "@redpen/contract";
import { DangerActions } from "./danger-actions";

/** Who is being removed: oneself, a pending invitee, or another teacher. */
export type Removal = "leave" | "cancelInvitation" | "remove";

interface RemoveTeacherDialogProps {
  /** The teacher to remove; the dialog is open while there is one. */
  teacher: OrganisationUser | null;
  removal: Removal;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

// 'Keep it' when confirming reads 'Cancel invitation': two 'Cancel's side by side would be a riddle.
const WORDING: Record<Removal, { title: string; text: (email: string) => string; confirm: string; close: string }> = {
  leave: {
    title: "Leave the school?",
    text: () =>
      "You will no longer use the school's credits or see its page. Your essays stay yours, and a teacher of the school can invite you again.",
    confirm: "Leave the school",
    close: "Cancel",
  },
  cancelInvitation: {
    title: "Cancel the invitation?",
    text: (email) => `The invitation sent to ${email} will no longer let them join the school.`,
    confirm: "Cancel invitation",
    close: "Keep it",
  },
  remove: {
    title: "Remove this teacher?",
    text: (email) => `${email} will no longer use the school's credits. Their essays stay theirs.`,
    confirm: "Remove",
    close: "Cancel",
  },
};

/** The confirmation of docs/behaviour/pages.md: closes on Cancel or once the teacher is removed. */
export function RemoveTeacherDialog({ teacher, removal, removing, onCancel, onConfirm }: RemoveTeacherDialogProps) {
  const wording = WORDING[removal];
  return (
    <Dialog open={Boolean(teacher)} onClose={removing ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{wording.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere" }}>
          {wording.text(teacher ? teacherCalled(teacher.data) : "")}
        </DialogContentText>
      </DialogContent>
      <DangerActions
        cancelLabel={wording.close}
        confirmLabel={wording.confirm}
        pending={removing}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
