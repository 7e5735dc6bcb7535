import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { ERROR_MESSAGES, type InputMethod } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";

// PENDING (or still loading: the page refetches it every second meanwhile) offers another upload;
// FAILURE offers the same upload again (its credit was given back).
const SCREENS = {
  correcting: {
    role: "status",
    icon: <CircularProgress aria-hidden size={56} color="secondary" />,
    title: "Correcting",
    titleSx: undefined,
    text: "This might take up to two minutes",
    upload: { label: "Upload another", icon: <AddPhotoAlternateOutlinedIcon />, variant: "outlined" },
  },
  failed: {
    role: undefined,
    icon: <ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 64 }} />,
    title: ERROR_MESSAGES.essayNotCorrected,
    titleSx: { fontSize: { xs: "1.5rem", sm: "2rem" } },
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
  const { role, icon, title, titleSx, text, upload } = SCREENS[status];
  return (
    <Box
      role={role}
      sx={{
        minHeight: "50vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        textAlign: "center",
      }}
    >
      {icon}
      <Typography variant="h1" component="h1" sx={titleSx}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {withUpload && (
        <Button
          component={RouterLink}
          to={paths.newEssay.getHref(inputMethod)}
          variant={upload.variant}
          startIcon={upload.icon}
          sx={{ mt: 2 }}
        >
          {upload.label}
        </Button>
      )}
    </Box>
  );
}
