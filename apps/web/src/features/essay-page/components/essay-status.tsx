import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import { Button, CircularProgress } from "@mui/material";
import { ERROR_MESSAGES, type InputMethod } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { EssayNotice } from "./essay-notice";

// PENDING (or still loading: the page refetches it every second meanwhile) offers another upload;
// FAILURE offers the same upload again (its credit was given back).
const SCREENS = {
  correcting: {
    role: "status",
    icon: <CircularProgress aria-hidden size={56} color="secondary" />,
    title: "Correcting",
    text: "This might take up to two minutes",
    upload: { label: "Upload another", icon: <AddPhotoAlternateOutlinedIcon />, variant: "outlined" },
  },
  failed: {
    role: undefined,
    icon: <ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 64 }} />,
    title: ERROR_MESSAGES.essayNotCorrected,
    text: "Please try again.",
    upload: { label: "Upload again", icon: <ReplayIcon />, variant: "contained" },
  },
} as const;

/** An essay being corrected, or one that could not be: what is going on, and a way to upload an essay of its kind. */
export function EssayStatus({
  status,
  inputMethod,
  withUpload,
}: {
  status: keyof typeof SCREENS;
  inputMethod?: InputMethod;
  withUpload: boolean;
}) {
  const { role, icon, title, text, upload } = SCREENS[status];
  return (
    <EssayNotice
      role={role}
      icon={icon}
      title={title}
      action={
        withUpload && (
          <Button
            component={RouterLink}
            to={paths.newEssay.getHref(inputMethod)}
            variant={upload.variant}
            startIcon={upload.icon}
            sx={{ mt: 2 }}
          >
            {upload.label}
          </Button>
        )
      }
    >
      {text}
    </EssayNotice>
  );
}
