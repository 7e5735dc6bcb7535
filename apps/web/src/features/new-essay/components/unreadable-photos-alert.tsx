import { Alert, AlertTitle, Box, Button } from "@mui/material";

interface UnreadablePhotosAlertProps {
  /** The unsure words still unchecked, and all the words of the text. */
  unsure: number;
  words: number;
  /** How many photos there are, and the page number of the unsurest (the one a retake removes). */
  photoCount: number;
  unsurestPage: number | null;
  /**
   * What is wrong with the photos judged BAD, in words ("Page 2 is blurred"), one sentence each;
   * empty when every photo is fine and only the handwriting is hard to read.
   */
  problems: readonly string[];
  onTips: () => void;
  onRetake: () => void;
  onType: () => void;
}

/**
 * The reading is mostly unsure: it is not corrected as it stands. The teacher can look at the
 * photo tips, take the unsurest photo again, or type the text over the reading in the box. A
 * clearer photo is offered only when a photo was judged BAD: a sharp photo of hard handwriting
 * gains nothing from being taken again.
 */
export function UnreadablePhotosAlert({
  unsure,
  words,
  photoCount,
  unsurestPage,
  problems,
  onTips,
  onRetake,
  onType,
}: UnreadablePhotosAlertProps) {
  const photoBad = problems.length > 0;
  return (
    <Alert severity="warning">
      <AlertTitle>{photoCount === 1 ? "The photo" : "The photos"} could not be read well enough</AlertTitle>
      {problems.map((problem) => `${problem}. `).join("")}
      {unsure} of the {words} words read are unsure: too many to correct the essay as it stands.{" "}
      {photoBad
        ? "Check them against the photo, type the text in the box yourself, or take a clearer photo."
        : "The photo itself looks fine, so check the words against it, or type the text in the box yourself."}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1.5 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onType}>
          Type the text
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={onRetake}>
          {photoCount === 1 || unsurestPage === null ? "Take a different photo" : `Take page ${unsurestPage} again`}
        </Button>
        {photoBad && (
          <Button size="small" color="inherit" onClick={onTips}>
            Photo tips
          </Button>
        )}
      </Box>
    </Alert>
  );
}
