import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Box, Button, CircularProgress, IconButton, Skeleton, TextField, Tooltip, Typography } from "@mui/material";
import { SCHOOL_NAME_MAX_CHARS, SchoolName as SchoolNameSchema } from "@redpen/contract";
import { useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useSchool } from "../api/get-school";
import { useRenameSchool } from "../api/rename-school";

/** The school's name at the top of its page; an owner edits it in place. */
export function SchoolName({ schoolId, iAmOwner }: { schoolId: string; iAmOwner: boolean }) {
  const school = useSchool(schoolId);
  const rename = useRenameSchool(schoolId);
  const [editing, setEditing] = useState<string | null>(null);
  const name = school.data?.data.name;

  const handleEdit = () => {
    rename.reset();
    setEditing(name ?? "");
  };
  const handleSaved = () => setEditing(null);

  if (school.error) return <ErrorNotice error={school.error} sx={{ mb: 3 }} />;
  if (name === undefined) return <Skeleton variant="text" width={240} height={40} sx={{ mb: 3 }} />;
  if (editing !== null)
    return (
      <RenameForm
        initial={editing}
        saving={rename.isPending}
        error={rename.error}
        onSave={(next) => rename.mutate(next, { onSuccess: handleSaved })}
        onCancel={() => setEditing(null)}
      />
    );
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 3, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: "1.5rem", overflowWrap: "anywhere", minWidth: 0 }}>
        {name}
      </Typography>
      {iAmOwner && (
        <Tooltip title="Rename">
          <IconButton aria-label="Rename the school" onClick={handleEdit} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

interface RenameFormProps {
  initial: string;
  saving: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** The name field with Save and Cancel; the contract's rule (1 to 120 characters, trimmed) checks it as typed. */
function RenameForm({ initial, saving, error, onSave, onCancel }: RenameFormProps) {
  const [value, setValue] = useState(initial);
  const parsed = SchoolNameSchema.safeParse(value);
  const fieldError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const unchanged = parsed.success && parsed.data === initial.trim();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success && !unchanged && !saving) onSave(parsed.data);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Rename the school" sx={{ mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, flexWrap: "wrap" }}>
        <TextField
          label="School's name"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `Up to ${SCHOOL_NAME_MAX_CHARS} characters.`}
          slotProps={{ htmlInput: { maxLength: SCHOOL_NAME_MAX_CHARS + 20 } }}
          autoComplete="off"
          autoFocus
          size="small"
          sx={{ flex: "1 1 240px", maxWidth: 480 }}
        />
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!parsed.success || unchanged || saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ minHeight: 40 }}
          >
            Save
          </Button>
          <Button onClick={onCancel} disabled={saving} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
        </Box>
      </Box>
      {Boolean(error) && <ErrorNotice error={error} sx={{ mt: 1.5 }} />}
    </Box>
  );
}
