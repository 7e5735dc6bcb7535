import PersonAddAlt1OutlinedIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import { Box, Button, CircularProgress, TextField } from "@mui/material";
import { useRef, useState, type FormEvent } from "react";
import { inviteEmailState } from "../utils/invite-email";

interface InviteFormProps {
  /** Whether an invitation is being sent: the button is disabled meanwhile. */
  sending: boolean;
  /** Sends the invitation; resolves true once it was sent, so the field can be cleared. */
  onInvite: (email: string) => Promise<boolean>;
  /** Called when the teacher types, so an earlier result can go away. */
  onEdit: () => void;
}

/** The email field and 'Invite' button of docs/behaviour/validation.md. */
export function InviteForm({ sending, onInvite, onEdit }: InviteFormProps) {
  const [value, setValue] = useState("");
  const { email, error } = inviteEmailState(value);
  // Set at once, not on the next render as `sending` is: a double click sends one invitation.
  const submitting = useRef(false);

  const handleChange = (next: string) => {
    setValue(next);
    onEdit();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || sending || submitting.current) return;
    submitting.current = true;
    try {
      if (await onInvite(email)) setValue("");
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: "flex", alignItems: "flex-start", gap: { xs: 1, sm: 1.5 } }}
    >
      <TextField
        label="Teacher's email"
        type="email"
        autoComplete="off"
        size="small"
        fullWidth
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!email || sending}
        startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <PersonAddAlt1OutlinedIcon />}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        Invite
      </Button>
    </Box>
  );
}
