import PersonAddAlt1OutlinedIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import { Alert, Box, Button, Collapse, TextField } from "@mui/material";
import { namesOfPastedList } from "@redpen/contract";
import { useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useAddStudents } from "../api/class-changes";

/** What the last addition did, as a sentence. */
function addedSentence(added: number, already: string[]): string {
  const addedText = added === 1 ? "Added 1 student." : `Added ${added} students.`;
  if (already.length === 0) return addedText;
  return `${addedText} Already in the class, so not added again: ${already.join(", ")}.`;
}

/** Add one student by name, or paste a list (one name a line). */
export function AddStudentsForm({ classId }: { classId: string }) {
  const [name, setName] = useState("");
  const [pasting, setPasting] = useState(false);
  const [list, setList] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const add = useAddStudents(classId);
  const names = pasting ? namesOfPastedList(list) : namesOfPastedList(name);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (names.length === 0 || add.isPending) return;
    setDone(null);
    try {
      const reply = await add.mutateAsync(names);
      setDone(addedSentence(reply.data.created.length, reply.data.already_in_class));
      setName("");
      setList("");
      setPasting(false);
    } catch {
      // Shown below.
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Add students">
      {!pasting && (
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}>
          <TextField
            label="Student's name"
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ flex: "1 1 220px" }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={names.length === 0 || add.isPending}
            startIcon={<PersonAddAlt1OutlinedIcon />}
            sx={{ minHeight: 40 }}
          >
            Add
          </Button>
          <Button onClick={() => setPasting(true)} sx={{ minHeight: 40 }}>
            Paste a list
          </Button>
        </Box>
      )}
      <Collapse in={pasting} unmountOnExit>
        <TextField
          label="Names, one a line"
          multiline
          minRows={5}
          maxRows={15}
          fullWidth
          value={list}
          onChange={(event) => setList(event.target.value)}
          helperText={
            names.length === 0
              ? "Paste the names from a spreadsheet or a register: one student a line."
              : `${names.length} ${names.length === 1 ? "name" : "names"} to add.`
          }
        />
        <Box sx={{ display: "flex", gap: 1, mt: 1, justifyContent: "flex-end" }}>
          <Button onClick={() => setPasting(false)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={names.length === 0 || add.isPending}>
            {names.length > 1 ? `Add ${names.length} students` : "Add student"}
          </Button>
        </Box>
      </Collapse>
      {done && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {add.error && <ErrorNotice error={add.error} sx={{ mt: 2 }} />}
    </Box>
  );
}
