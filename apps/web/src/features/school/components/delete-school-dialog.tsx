import { Box, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from "@mui/material";
import { organisationNameMatches } from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { deletedSchoolState } from "../../../components/deleted-school-notice";
import { ErrorNotice } from "../../../components/error-notice";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { paths } from "../../../config/paths";
import { useDeleteSchool, useDeletionPreview } from "../api/school-data";
import { DangerActions } from "./danger-actions";

interface DeleteSchoolDialogProps {
  open: boolean;
  schoolId: string;
  /** The school's name, which the owner types to confirm. */
  name: string;
  onClose: () => void;
}

/** A short list under a heading of the dialog: what goes, what stays. */
function Consequences({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: "text.secondary", typography: "body2" }}>
        {children}
      </Box>
    </>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const essays = (count: number) => plural(count, "essay", "essays");
const credits = (count: number) => plural(count, "credit", "credits");
const invitations = (count: number) => plural(count, "pending invitation", "pending invitations");
/** The teachers named, or who they are when there are none to name. */
const teachers = (emails: readonly string[], nobody: string) => (emails.length ? emails.join(", ") : nobody);

/**
 * An owner's last step before the school goes: what is deleted and what stays (as the api
 * deletes it), and its name typed to confirm.
 */
export function DeleteSchoolDialog({ open, schoolId, name, onClose }: DeleteSchoolDialogProps) {
  const [typed, setTyped] = useState("");
  const remove = useDeleteSchool(schoolId);
  const preview = useDeletionPreview(schoolId, open);
  const figures = preview.data?.data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirmed = organisationNameMatches(typed, name);

  const handleClose = () => {
    if (remove.isPending) return;
    setTyped("");
    remove.reset();
    onClose();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    try {
      await remove.mutateAsync(typed);
    } catch {
      return; // shown in the dialog from remove.error
    }
    // Nothing of the school is left to show: home, with every query read again.
    await navigate(paths.home.getHref(), { replace: true, state: deletedSchoolState(name) });
    queryClient.removeQueries({ queryKey: ["organisations", schoolId] });
    await queryClient.invalidateQueries();
  };

  return (
    <ResponsiveDialog open={open} onClose={handleClose} maxWidth="sm" aria-labelledby="delete-school-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id="delete-school-title">Delete the school?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: "anywhere" }}>
            {name} will be gone for every teacher. It cannot be undone: download your school's data first to keep a
            copy.
          </DialogContentText>
          <Consequences title="Deleted">
            <li>
              {figures
                ? `${essays(figures.deleted_essays)} written here by ${teachers(figures.teachers_losing_essays, "teachers who are in no other school")}, with their marking, grades, feedback and photos.`
                : "The essays written here by teachers who are in no other school, with their marking, grades, feedback and photos."}
            </li>
            <li>
              The school's logo, {figures ? invitations(figures.open_invitations) : "its pending invitations"}, the
              school's corrections and its marking calibration.
            </li>
            <li>{figures ? `${credits(figures.credits_remaining)} left.` : "The credits it has left."}</li>
          </Consequences>
          <Consequences title="Kept">
            <li>
              {figures
                ? `${essays(figures.kept_essays)} of ${teachers(figures.teachers_keeping_essays, "teachers also in another school, or who left or were removed earlier")}: they stay theirs.`
                : "The essays of teachers who are also in another school, or who left or were removed earlier: they stay theirs."}
            </li>
            <li>Every teacher's account, and their other schools.</li>
          </Consequences>
          {preview.error && <ErrorNotice error={preview.error} sx={{ mt: 2 }} />}
          <TextField
            label="School's name"
            helperText={<span style={{ overflowWrap: "anywhere" }}>Type “{name}” to confirm.</span>}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
            fullWidth
            size="small"
            sx={{ mt: 2.5 }}
          />
          {remove.error && <ErrorNotice error={remove.error} sx={{ mt: 2 }} />}
        </DialogContent>
        <DangerActions
          cancelLabel="Cancel"
          confirmLabel="Delete school"
          pending={remove.isPending}
          disabled={!confirmed}
          onCancel={handleClose}
        />
      </form>
    </ResponsiveDialog>
  );
}
