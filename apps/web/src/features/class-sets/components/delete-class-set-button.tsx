import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Button } from "@mui/material";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { paths } from "../../../config/paths";
import { useDeleteClassSet } from "../api/class-sets";

/** 'Delete class set', asked once more in a dialog; then back to the upload of a new set. */
export function DeleteClassSetButton({ classSetId, started }: { classSetId: string; started: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteClassSet(classSetId);
  const navigate = useNavigate();
  const handleConfirm = async () => {
    try {
      await remove.mutateAsync();
      await navigate(paths.newClassSet.getHref());
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Delete class set
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this class set?"
        text={
          started
            ? "Its pages and their reading go. The essays made from it stay yours, with their photos."
            : "Its pages, their images and their reading go; nothing was charged for it. Upload the scan again to start over."
        }
        action="Delete class set"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
