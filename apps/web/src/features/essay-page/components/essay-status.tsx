import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import { Button, CircularProgress } from "@mui/material";
import { ERROR_MESSAGES, type EssayResponse, type InputMethod } from "@redpen/contract";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { RetryEssayDialog } from "../../essay-marking";
import { EssayNotice } from "./essay-notice";

/** An essay being corrected (or still loading: the page refetches it every second meanwhile), with a way to upload another of its kind. */
export function EssayStatus({ inputMethod, withUpload }: { inputMethod?: InputMethod; withUpload: boolean }) {
  return (
    <EssayNotice
      role="status"
      icon={<CircularProgress aria-hidden size={56} color="secondary" />}
      title="Correcting"
      action={
        withUpload && (
          <Button
            component={RouterLink}
            to={paths.newEssay.getHref(inputMethod)}
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            sx={{ mt: 2 }}
          >
            Upload another
          </Button>
        )
      }
    >
      This might take up to two minutes
    </EssayNotice>
  );
}

/**
 * An essay that could not be corrected: why, in the words stored with it (its teacher's only),
 * and, for its teacher, 'Try again', which checks its text from its own pages and corrects it
 * again with the same class, student and task (RetryEssayDialog), not a blank upload.
 */
export function EssayFailed({ essay, signedIn }: { essay: EssayResponse; signedIn: boolean }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <EssayNotice
      icon={<ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 64 }} />}
      title={ERROR_MESSAGES.essayNotCorrected}
      action={
        signedIn && (
          <>
            <Button variant="contained" startIcon={<ReplayIcon />} onClick={() => setRetrying(true)} sx={{ mt: 2 }}>
              Try again
            </Button>
            {retrying && <RetryEssayDialog essay={essay} onClose={() => setRetrying(false)} />}
          </>
        )
      }
    >
      {essay.data.failure_reason ?? "Redpen could not correct it. Try again: nothing more is charged for it."}
    </EssayNotice>
  );
}
