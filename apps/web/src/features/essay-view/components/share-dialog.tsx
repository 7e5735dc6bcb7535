import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Snackbar,
  TextField,
  Tooltip,
} from "@mui/material";
import { useId, useRef, useState } from "react";
import { paths } from "../../../config/paths";

type CopyResult = "copied" | "failed";

/** Copies with the Clipboard API, or, where it is missing (plain http), by selecting the field. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied: try the selection below.
  }
  if (!field) return false;
  field.select();
  return document.execCommand("copy");
}

/** 'Student share': the page's address to give to the student, with a copy button. */
export function ShareDialog({ open, onClose, essayId }: { open: boolean; onClose: () => void; essayId: string }) {
  const titleId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<CopyResult>("copied");
  const [notice, setNotice] = useState(false);
  const link = `${window.location.origin}${paths.essay.getHref(essayId)}`;

  const handleCopy = async () => {
    setResult((await copyText(link, field.current).catch(() => false)) ? "copied" : "failed");
    setNotice(true);
  };
  // The message stays as it was while the snackbar fades out.
  const handleSnackbarClose = () => setNotice(false);

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Student share</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Give your student the link below to access their assignment.
          </DialogContentText>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice}
        autoHideDuration={4000}
        onClose={handleSnackbarClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity={result === "failed" ? "error" : "success"} onClose={handleSnackbarClose} variant="filled">
          {result === "failed" ? "Failed to copy link." : "link copied to clipboard!"}
        </Alert>
      </Snackbar>
    </>
  );
}
