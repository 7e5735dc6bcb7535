import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { organisationNameMatches } from "@redpen/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useDeleteOrganisation } from "../api/organisation-data";
import { DangerActions } from "./danger-actions";

interface DeleteOrganisationDialogProps {
  open: boolean;
  organisationId: string;
  /** The organisation's name, which the owner types to confirm. */
  name: string;
  onClose: () => void;
}

/** The owner's last step before the organisation goes: what is deleted, and its name typed to confirm. */
export function DeleteOrganisationDialog({ open, organisationId, name, onClose }: DeleteOrganisationDialogProps) {
  const [typed, setTyped] = useState("");
  const remove = useDeleteOrganisation(organisationId);
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
    // Nothing of the organisation is left to show: home, with every query read again.
    await navigate(paths.home.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: ["organisations", organisationId] });
    await queryClient.invalidateQueries();
  };

  return (
    <Dialog open={open} onClose={handleClose} maxWidth="sm" fullWidth aria-labelledby="delete-organisation-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id="delete-organisation-title">Delete the organisation?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: "anywhere" }}>
            This deletes every essay of {name}, with its marking, grades, feedback and photos, and its logo, invitations
            and remaining credits. It cannot be undone: download your school's data first to keep a copy.
          </DialogContentText>
          <DialogContentText sx={{ mt: 1.5 }}>
            The teachers keep their accounts, without this organisation.
          </DialogContentText>
          <TextField
            label="Organisation's name"
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
          confirmLabel="Delete organisation"
          pending={remove.isPending}
          disabled={!confirmed}
          onCancel={handleClose}
        />
      </form>
    </Dialog>
  );
}
