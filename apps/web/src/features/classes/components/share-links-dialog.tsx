import { Alert, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField } from "@mui/material";
import { useQueries } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { paths } from "../../../config/paths";
import { useApiClient } from "../../../lib/api/api-context";
import { shareEssay } from "../../../lib/api/share-link";
import { copyText } from "../../../lib/copy-text";

/** The share links of the chosen essays, one a line with the student's name, to copy together. */
export function ShareLinksDialog(props: { essays: { id: string; studentName: string }[]; onClose: () => void }) {
  const titleId = useId();
  const client = useApiClient();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  // Each essay's live link, made when it has none (POST /essays/{id}/share-link).
  const links = useQueries({
    queries: props.essays.map((essay) => ({
      queryKey: ["essays", "share-link", essay.id],
      queryFn: () => shareEssay(client, essay.id),
      staleTime: Infinity,
    })),
  });
  const failed = links.find((link) => link.error);
  const ready = links.every((link) => link.data);
  const text = ready
    ? props.essays
        .map(
          (essay, i) =>
            `${essay.studentName}: ${window.location.origin}${paths.sharedEssay.getHref(links[i]!.data!.data.token)}`,
        )
        .join("\n")
    : "";
  const handleCopy = async () => setCopied(await copyText(text, field.current));

  return (
    <ResponsiveDialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>Share links</DialogTitle>
      <DialogContent>
        {!ready && !failed && <LinearProgress aria-label="Making the links" />}
        {failed && <Alert severity="error">Some links could not be made. Close this and try again.</Alert>}
        {ready && (
          <TextField
            inputRef={field}
            label={`The ${props.essays.length === 1 ? "student's link" : `${props.essays.length} students' links`}`}
            value={text}
            multiline
            fullWidth
            minRows={Math.min(props.essays.length, 8)}
            slotProps={{ htmlInput: { readOnly: true, style: { fontSize: 14 } } }}
            sx={{ mt: 1 }}
          />
        )}
        {copied === true && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Links copied to the clipboard.
          </Alert>
        )}
        {copied === false && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            The links could not be copied: select them and copy them yourself.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
        <Button variant="contained" disabled={!ready} onClick={handleCopy}>
          Copy links
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
