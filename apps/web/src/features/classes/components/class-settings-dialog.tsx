import { Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import type { ClassResource } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { usePatchClass } from "../api/class-changes";
import { ClassCertificateSelect } from "./class-certificate-select";

/** Rename the class and change the certificate it usually practises. */
export function ClassSettingsDialog({ item, onClose }: { item: ClassResource; onClose: () => void }) {
  const [name, setName] = useState(item.data.name);
  const [certificateId, setCertificateId] = useState(item.data.certificate_id);
  const patch = usePatchClass(item.id);
  const save = async () => {
    try {
      // Sent only when changed: a certificate no longer on offer (no id) stays as it is.
      const certificate = certificateId === item.data.certificate_id ? {} : { certificate_id: certificateId };
      await patch.mutateAsync({ version: item.version + 1, data: { name: name.trim(), ...certificate } });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm">
      <DialogTitle>Rename the class</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Class name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <ClassCertificateSelect value={certificateId} onChange={setCertificateId} />
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
