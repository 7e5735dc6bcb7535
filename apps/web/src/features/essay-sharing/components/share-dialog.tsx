import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Skeleton,
  Snackbar,
  TextField,
  Tooltip,
} from "@mui/material";
import type { EssayResponse } from "@redpen/contract";
import { useId, useRef, useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { copyText } from "../../../lib/copy-text";
import { useShareDialog } from "../hooks/use-share-dialog";
import { ShareModeChoice } from "./share-mode-choice";

type CopyResult = "copied" | "failed";

/**
 * 'Student share': what the student's page shows (the corrections, or codes only), and its address
 * to give them, with a copy button. The link
 * is made the first time the dialog opens; the teacher can revoke it (it stops opening the essay)
 * and make a new one.
 */
export function ShareDialog(props: { open: boolean; onClose: () => void; essay: EssayResponse }) {
  const { open, onClose, essay } = props;
  const titleId = useId();
  const { share, revoke, revoked, confirming, link, ...handlers } = useShareDialog(essay.id, open);
  const { handleNewLink } = handlers;

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Student share</DialogTitle>
        <DialogContent>
          <ShareModeChoice essay={essay} />
          <DialogContentText sx={{ mb: 2 }}>
            Give your student the link below to access their assignment.
          </DialogContentText>
          {link ? (
            <LinkField link={link} />
          ) : revoked ? (
            <Alert
              severity="info"
              action={<NewLinkButton label="Make a new link" onClick={handleNewLink} pending={share.isPending} />}
            >
              You revoked the link: it no longer opens this essay.
            </Alert>
          ) : share.isError ? (
            <ErrorNotice
              error={share.error}
              action={<NewLinkButton label="Try again" onClick={handleNewLink} pending={false} />}
            />
          ) : (
            <Skeleton variant="rounded" height={56} aria-label="Making the link" />
          )}
          {link && (
            <>
              <DialogContentText variant="body2" sx={{ mt: 1.5 }}>
                Whoever has this link sees the marked essay, your feedback and the grade, with no account. Revoke it to
                stop it working, for instance if it was shared by mistake.
              </DialogContentText>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5, ml: -1 }}>
                <Button component="a" href={link} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
                  Open the student's page
                </Button>
                <Button color="error" startIcon={<LinkOffIcon />} onClick={handlers.handleAskRevoke}>
                  Revoke link
                </Button>
              </Box>
            </>
          )}
          {revoked && share.isError && <ErrorNotice error={share.error} sx={{ mt: 2 }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <RevokeDialog
        open={confirming}
        pending={revoke.isPending}
        error={revoke.error}
        onCancel={handlers.handleCancelRevoke}
        onConfirm={handlers.handleRevoke}
      />
    </>
  );
}

function NewLinkButton({ label, onClick, pending }: { label: string; onClick: () => void; pending: boolean }) {
  return (
    <Button color="inherit" size="small" onClick={onClick} disabled={pending} sx={{ whiteSpace: "nowrap" }}>
      {pending ? "Making the link…" : label}
    </Button>
  );
}

/** The read-only address with its copy button, and the notice of how the copy went. */
function LinkField({ link }: { link: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<CopyResult>("copied");
  const [notice, setNotice] = useState(false);
  const handleCopy = async () => {
    setResult((await copyText(link, field.current).catch(() => false)) ? "copied" : "failed");
    setNotice(true);
  };
  // The message stays as it was while the snackbar fades out.
  const handleSnackbarClose = () => setNotice(false);
  return (
    <>
      <TextField
        label="Link"
        value={link}
        fullWidth
        multiline
        inputRef={field}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Copy link">
                  <IconButton aria-label="Copy link" onClick={() => void handleCopy()} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Snackbar
        open={notice}
        autoHideDuration={4000}
        onClose={handleSnackbarClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity={result === "failed" ? "error" : "success"} onClose={handleSnackbarClose} variant="filled">
          {result === "failed" ? "Failed to copy link." : "Link copied to clipboard"}
        </Alert>
      </Snackbar>
    </>
  );
}

/** 'Revoke this link?': what revoking does, before it is done. */
function RevokeDialog(props: {
  open: boolean;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { open, pending, error, onCancel, onConfirm } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>Revoke this link?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your student will no longer open the essay with it. You can make a new link afterwards, to send them again.
        </DialogContentText>
        {Boolean(error) && <ErrorNotice error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? "Revoking…" : "Revoke link"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
