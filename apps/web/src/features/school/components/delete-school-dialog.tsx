import { DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { organisationNameMatches } from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { deletedSchoolState } from "../../../components/deleted-school-notice";
import { ErrorNotice } from "../../../components/error-notice";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { paths } from "../../../config/paths";
import { useDeleteSchool, useDeletionPreview } from "../api/school-data";
import { DangerActions } from "./danger-actions";
import { DeletionConsequences } from "./deletion-consequences";

interface DeleteSchoolDialogProps {
  open: boolean;
  schoolId: string;
  /** The school's name, which the owner types to confirm. */
  name: string;
  onClose: () => void;
}

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
          <DeletionConsequences figures={figures} />
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
