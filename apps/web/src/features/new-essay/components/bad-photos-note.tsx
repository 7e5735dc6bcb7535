import { Alert, Button } from "@mui/material";

interface BadPhotosNoteProps {
  /** Each photo judged BAD: its page number and what is wrong with it in words ("Page 2 is blurred"). */
  photos: readonly { imageId: string; page: number; sentence: string }[];
  /** Opens the photo tips for that photo. */
  onTips: (imageId: string) => void;
}

/**
 * Photos judged BAD that the teacher kept, while the reading is still good enough to correct:
 * what is wrong with each, and that a clearer photo would help.
 */
export function BadPhotosNote({ photos, onTips }: BadPhotosNoteProps) {
  if (photos.length === 0) return null;
  const first = photos[0]!;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => onTips(first.imageId)}>
          Photo tips
        </Button>
      }
    >
      {photos.map((photo) => `${photo.sentence}. `).join("")}
      Check {photos.length === 1 ? "its" : "their"} words carefully, or take a clearer photo.
    </Alert>
  );
}
