import KeyboardArrowLeft from "@mui/icons-material/KeyboardArrowLeft";
import KeyboardArrowRight from "@mui/icons-material/KeyboardArrowRight";
import { Box, Button, MobileStepper, Typography } from "@mui/material";
import { PHOTO_TIPS } from "./photo-tips";

interface PhotoTipsCarouselProps {
  /** The tip shown. */
  tip: number;
  /** Whether it is the tip that fits the photo's first problem. */
  forThisPhoto: boolean;
  onMove: (tip: number) => void;
}

/** The carousel of the photo tips: one tip's picture, caption and solution, with Back and Next. */
export function PhotoTipsCarousel({ tip, forThisPhoto, onMove }: PhotoTipsCarouselProps) {
  const current = PHOTO_TIPS[tip]!;
  const last = PHOTO_TIPS.length - 1;
  const handleBack = () => onMove(Math.max(0, tip - 1));
  const handleNext = () => onMove(Math.min(last, tip + 1));
  return (
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
            {forThisPhoto ? " · for this photo" : ""}
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
  );
}
