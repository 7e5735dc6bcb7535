import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import TextSnippetOutlinedIcon from "@mui/icons-material/TextSnippetOutlined";
import { Box, Button, Paper, Typography } from "@mui/material";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { useTrackEvent } from "../../../lib/analytics/use-track-event";

const bigButton = {
  py: 2.5,
  px: 3,
  fontSize: "1.1rem",
  flex: 1,
  "& .MuiButton-startIcon > *:nth-of-type(1)": { fontSize: 28 },
} as const;

const STARTS = [
  { inputMethod: "IMAGE", variant: "contained", icon: <PhotoCameraOutlinedIcon />, label: "Upload photo" },
  { inputMethod: "TEXT", variant: "outlined", icon: <TextSnippetOutlinedIcon />, label: "Upload an essay text" },
] as const;

/** Whether this page load counted its trial start already: the welcome screen may mount again (a list refetched, a school switched). */
let trialStartCounted = false;

/** Home with no essays yet: an invitation and the two ways to start; it counts a trial start (0.00 EUR), once. */
export function WelcomeScreen({ disabled }: { disabled: boolean }) {
  const trackEvent = useTrackEvent();
  useEffect(() => {
    if (trialStartCounted) return;
    trialStartCounted = true;
    trackEvent("StartTrial", { valueCents: 0 });
  }, [trackEvent]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: "center" }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        Let's correct some essays together.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 520, mx: "auto" }}>
        Take a photo of a handwritten essay or paste its text. Redpen corrects and grades it, and you review the result
        before sharing it with your student.
      </Typography>
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 2, maxWidth: 560, mx: "auto" }}>
        {STARTS.map(({ inputMethod, variant, icon, label }) => (
          <Button
            key={inputMethod}
            component={RouterLink}
            to={paths.newEssay.getHref(inputMethod)}
            variant={variant}
            size="large"
            startIcon={icon}
            disabled={disabled}
            sx={bigButton}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
