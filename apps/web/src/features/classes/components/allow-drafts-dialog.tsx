import { Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from "@mui/material";
import { DRAFTS_ALLOWED_MAX } from "@redpen/contract";
import { useId, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";

/** How many drafts each chosen essay's student may send (as the essay page's 'How many drafts'). */
export function AllowDraftsDialog(props: { count: number; onAllow: (drafts: number) => void; onClose: () => void }) {
  const titleId = useId();
  const [drafts, setDrafts] = useState(1);
  return (
    <ResponsiveDialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>Allow second drafts</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The {props.count === 1 ? "student corrects" : `${props.count} students correct`} the marked mistakes through
          the share link, and Redpen checks each one. A draft costs no credit.
        </Typography>
        <TextField
          select
          size="small"
          label="How many drafts"
          value={drafts}
          onChange={(event) => setDrafts(Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          {Array.from({ length: DRAFTS_ALLOWED_MAX }, (_, i) => i + 1).map((count) => (
            <MenuItem key={count} value={count}>
              {count === 1 ? "Once" : `${count} times`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => props.onAllow(drafts)}>
          Allow for {props.count} {props.count === 1 ? "essay" : "essays"}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
