import KeyboardArrowLeft from "@mui/icons-material/KeyboardArrowLeft";
import KeyboardArrowRight from "@mui/icons-material/KeyboardArrowRight";
import { Box, Button, DialogActions, DialogContent, DialogTitle, MobileStepper, Typography } from "@mui/material";
import { useId, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { PHOTO_TIPS } from "./photo-tips";

interface PhotoQualityDialogProps {
  open: boolean;
  /** 'I understand the risk, use my photo'. */
  onKeep: () => void;
  /** 'Take a different photo': the last photo goes. */
  onRetake: () => void;
}

/** The photo quality warning of SPEC.md 2: why a photo reads badly, as a carousel of tips. */
export function PhotoQualityDialog({ open, onKeep, onRetake }: PhotoQualityDialogProps) {
  const [tip, setTip] = useState(0);
  const titleId = useId();
  const current = PHOTO_TIPS[tip]!;
  const last = PHOTO_TIPS.length - 1;
  const handleBack = () => setTip((index) => Math.max(0, index - 1));
  const handleNext = () => setTip((index) => Math.min(last, index + 1));

  return (
    <ResponsiveDialog
      open={open}
      onClose={onKeep}
      aria-labelledby={titleId}
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setTip(0) } }}
    >
      <DialogTitle id={titleId}>This photo may be hard to read</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Redpen could not read this photo clearly, so words may be missing or wrong in the correction. These tips help
          you take a photo it reads well.
        </Typography>
        <Box
          component="section"
          aria-roledescription="carousel"
          aria-label="Photo tips"
          sx={{ bgcolor: "grey.50", border: 1, borderColor: "divider", borderRadius: 2, p: { xs: 2, sm: 3 } }}
        >
          <Box
            aria-live="polite"
            sx={{
              display: "flex",
              flexDirection: { xs: "column", sm: "row" },
              gap: { xs: 1.5, sm: 3 },
              alignItems: { sm: "center" },
              minHeight: { sm: 170 },
            }}
          >
            <Box sx={{ width: { xs: "100%", sm: 200 }, maxWidth: 260, mx: { xs: "auto", sm: 0 }, flexShrink: 0 }}>
              {current.illustration}
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary">
                Tip {tip + 1} of {PHOTO_TIPS.length}
              </Typography>
              <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600, mb: 0.5 }}>
                {current.caption}
              </Typography>
              <Typography variant="body2">{current.solution}</Typography>
            </Box>
          </Box>
          <MobileStepper
            variant="dots"
            steps={PHOTO_TIPS.length}
            position="static"
            activeStep={tip}
            sx={{ bgcolor: "transparent", px: 0, pb: 0, mt: 1 }}
            backButton={
              <Button size="small" onClick={handleBack} disabled={tip === 0} startIcon={<KeyboardArrowLeft />}>
                Back
              </Button>
            }
            nextButton={
              <Button size="small" onClick={handleNext} disabled={tip === last} endIcon={<KeyboardArrowRight />}>
                Next
              </Button>
            }
          />
        </Box>
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 2,
          gap: 1,
          flexDirection: { xs: "column-reverse", sm: "row" },
          alignItems: "stretch",
          "& > :not(style) ~ :not(style)": { ml: { xs: 0, sm: 1 } },
        }}
      >
        <Button onClick={onKeep} color="inherit">
          I understand the risk, use my photo
        </Button>
        <Button onClick={onRetake} variant="contained">
          Take a different photo
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
