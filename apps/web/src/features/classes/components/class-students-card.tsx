import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import {
  Box,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from "@mui/material";
import type { StudentResource } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useClassStudents } from "../../../lib/api/classes";
import { useDeleteStudent } from "../api/class-changes";
import { AddStudentsForm } from "./add-students-form";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { StudentDialog } from "./student-dialog";

/** The class's students: add one or a pasted list, rename or write notes, delete (their essays stay, unnamed). */
export function ClassStudentsCard({ classId }: { classId: string }) {
  const students = useClassStudents(classId);
  const [editing, setEditing] = useState<StudentResource | null>(null);
  const [deleting, setDeleting] = useState<StudentResource | null>(null);
  const remove = useDeleteStudent();
  const list = students.data?.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="students-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="students-heading" variant="h2" component="h2" sx={{ fontSize: "1.15rem", mb: 2 }}>
        Students {students.data ? `(${list.length})` : ""}
      </Typography>
      <AddStudentsForm classId={classId} />
      {students.isPending && <CircularProgress aria-label="Loading students" sx={{ mt: 2 }} />}
      {students.error && <ErrorNotice error={students.error} sx={{ mt: 2 }} />}
      {students.data && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No students yet: add them one by one, or paste the class list.
        </Typography>
      )}
      {list.length > 0 && (
        <List aria-label="Students of the class" sx={{ mt: 1 }}>
          {list.map((student, index) => (
            <Box key={student.id}>
              {index > 0 && <Divider component="li" />}
              <ListItem
                disableGutters
                secondaryAction={
                  <Box sx={{ display: "flex" }}>
                    <IconButton aria-label={`Edit ${student.data.name}`} onClick={() => setEditing(student)}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton aria-label={`Delete ${student.data.name}`} onClick={() => setDeleting(student)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={student.data.name}
                  secondary={student.data.notes}
                  slotProps={{
                    primary: { sx: { overflowWrap: "anywhere" } },
                    secondary: { sx: { overflowWrap: "anywhere", whiteSpace: "pre-line" } },
                  }}
                />
              </ListItem>
            </Box>
          ))}
        </List>
      )}
      {editing && <StudentDialog key={editing.id} student={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.data.name ?? "this student"}?`}
        text="They leave the class. Their essays stay yours, without a name."
        action="Delete student"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Paper>
  );
}
