import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from "@mui/material";
import { TEACHER_NAME_MAX_CHARS, TeacherName, type UserMeResponse } from "@redpen/contract";
import { useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useSetMyName } from "../api/set-my-name";

/** What the field asks for and where the name shows, said once for the card and its hint. */
const WHERE_SHOWN =
  "Your colleagues, your printouts and your students' pages show it; without a name, your email address.";

/**
 * 'Your name': the signed-in teacher's name as colleagues, printouts and students see it. An empty
 * field saved clears it (they are called by their email again); the contract's rule checks it as typed.
 */
export function YourNameCard({ me }: { me: UserMeResponse }) {
  const saved = me.data.name ?? "";
  const [value, setValue] = useState(saved);
  const setName = useSetMyName();
  const blank = value.trim() === "";
  const parsed = TeacherName.safeParse(value);
  const fieldError = blank || parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const next = blank ? null : parsed.success ? parsed.data : undefined;
  const unchanged = (next ?? "") === saved;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== undefined && !unchanged && !setName.isPending) setName.mutate(next);
  };

  return (
    <Paper component="section" aria-label="Your name" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: "1.15rem", mb: 1 }}>
        Your name
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {WHERE_SHOWN}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label="Your name"
        sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "flex-start" }}
      >
        <TextField
          label="Your name"
          value={value}
          onChange={(event) => {
            setName.reset();
            setValue(event.target.value);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `Up to ${TEACHER_NAME_MAX_CHARS} characters, e.g. Ana García.`}
          slotProps={{ htmlInput: { maxLength: TEACHER_NAME_MAX_CHARS + 20 } }}
          autoComplete="name"
          size="small"
          sx={{ flex: "1 1 240px", maxWidth: 480 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={next === undefined || unchanged || setName.isPending}
          startIcon={setName.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 40 }}
        >
          Save
        </Button>
      </Box>
      {setName.isSuccess && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {me.data.name ? `Saved. You are shown as ${me.data.name}.` : "Saved. You are shown by your email address."}
        </Alert>
      )}
      {Boolean(setName.error) && <ErrorNotice error={setName.error} sx={{ mt: 1.5 }} />}
    </Paper>
  );
}
