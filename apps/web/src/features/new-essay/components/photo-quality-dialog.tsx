import { Button, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { PhotoProblem } from "@redpen/contract";
import { useId, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { photoProblemsSentence, tipForProblems } from "../../../lib/photo-problems";
import { PhotoProblemsNote } from "./photo-problems-note";
import { PhotoTipsCarousel } from "./photo-tips-carousel";

interface PhotoQualityDialogProps {
  open: boolean;
  /** What is wrong with this photo, as its reading found it; empty when not known. */
  problems: readonly PhotoProblem[];
  /** 'I understand the risk, use my photo'. */
  onKeep: () => void;
  /** 'Take a different photo': the last photo goes. */
  onRetake: () => void;
}

/**
 * The photo quality warning of docs/behaviour/pages.md: first what is wrong with this photo in plain words, and
 * what to do about each problem, then the carousel of 8 tips, opened at the one that fits the
 * photo's first problem.
 */
export function PhotoQualityDialog({ open, problems, onKeep, onRetake }: PhotoQualityDialogProps) {
  /** The tip shown once the teacher moved the carousel; until then, the one that fits. */
  const [moved, setMoved] = useState<number | null>(null);
  const titleId = useId();
  const fitting = tipForProblems(problems);
  const tip = moved ?? fitting;
  const sentence = photoProblemsSentence("This photo", problems);

  return (
    <ResponsiveDialog
      open={open}
      onClose={onKeep}
      aria-labelledby={titleId}
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setMoved(null) } }}
    >
      <DialogTitle id={titleId}>{sentence ?? "This photo may be hard to read"}</DialogTitle>
      <DialogContent>
        <PhotoProblemsNote sentence={sentence} problems={problems} />
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
          These tips help you take a photo Redpen reads well.
        </Typography>
        <PhotoTipsCarousel tip={tip} forThisPhoto={Boolean(sentence) && tip === fitting} onMove={setMoved} />
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
