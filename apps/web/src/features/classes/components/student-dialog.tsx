import { Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { STUDENT_NOTES_MAX_CHARS, type StudentResource } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { usePatchStudent } from "../api/class-changes";

/** Rename a student and write notes on them; their essays take the new name. */
export function StudentDialog({ student, onClose }: { student: StudentResource; onClose: () => void }) {
  const [name, setName] = useState(student.data.name);
  const [notes, setNotes] = useState(student.data.notes ?? "");
  const patch = usePatchStudent();
  const save = async () => {
    try {
      await patch.mutateAsync({
        studentId: student.id,
        body: { version: student.version + 1, data: { name: name.trim(), notes: notes.trim() ? notes : null } },
      });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm">
      <DialogTitle>Edit {student.data.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            helperText="Their essays take the new name."
          />
          <TextField
            label="Notes (for you alone)"
            multiline
            minRows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            slotProps={{ htmlInput: { maxLength: STUDENT_NOTES_MAX_CHARS } }}
          />
          {patch.error && <ErrorNotice error={patch.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!name.trim() || patch.isPending}>
          Save
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
