import { Alert, AlertTitle, Box, Button } from "@mui/material";

interface UnreadablePhotosAlertProps {
  /** The unsure words still unchecked, and all the words of the text. */
  unsure: number;
  words: number;
  /** How many photos there are, and the page number of the unsurest (the one a retake removes). */
  photoCount: number;
  unsurestPage: number | null;
  onTips: () => void;
  onRetake: () => void;
  onType: () => void;
}

/**
 * The reading is mostly unsure: it is not corrected as it stands. The teacher can look at the
 * photo tips, take the unsurest photo again, or type the text over the reading in the box.
 */
export function UnreadablePhotosAlert({
  unsure,
  words,
  photoCount,
  unsurestPage,
  onTips,
  onRetake,
  onType,
}: UnreadablePhotosAlertProps) {
  return (
    <Alert severity="warning">
      <AlertTitle>{photoCount === 1 ? "The photo" : "The photos"} could not be read well enough</AlertTitle>
      {unsure} of the {words} words read are unsure: too many to correct the essay as it stands. Check them against the
      photo, type the text in the box yourself, or take a clearer photo.
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1.5 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onType}>
          Type the text
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={onRetake}>
          {photoCount === 1 || unsurestPage === null ? "Take a different photo" : `Take page ${unsurestPage} again`}
        </Button>
        <Button size="small" color="inherit" onClick={onTips}>
          Photo tips
        </Button>
      </Box>
    </Alert>
  );
}
