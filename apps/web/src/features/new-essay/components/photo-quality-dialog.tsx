import KeyboardArrowLeft from "@mui/icons-material/KeyboardArrowLeft";
import KeyboardArrowRight from "@mui/icons-material/KeyboardArrowRight";
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MobileStepper,
  Typography,
} from "@mui/material";
import type { PhotoProblem } from "@redpen/contract";
import { useId, useState } from "react";
import { ResponsiveDialog } from "../../../components/responsive-dialog";
import { PHOTO_PROBLEM_WORDS, photoProblemsSentence, tipForProblems } from "../../../lib/photo-problems";
import { PHOTO_TIPS } from "./photo-tips";

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
  const current = PHOTO_TIPS[tip]!;
  const last = PHOTO_TIPS.length - 1;
  const handleBack = () => setMoved(Math.max(0, tip - 1));
  const handleNext = () => setMoved(Math.min(last, tip + 1));
  const sentence = photoProblemsSentence("This photo", problems);
  // "Hard to read" adds nothing once a cause is named, as in the sentence.
  const named = problems.length > 1 ? problems.filter((problem) => problem !== "unreadable") : problems;

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
        {sentence ? (
          <Alert severity="warning" icon={false} sx={{ mb: 2 }} aria-label="What is wrong with this photo">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Words may be missing or wrong in the correction. To take a better photo:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {named.map((problem) => (
                <Typography component="li" variant="body2" key={problem}>
                  <strong>{PHOTO_PROBLEM_WORDS[problem].label}:</strong> {PHOTO_PROBLEM_WORDS[problem].fix}
                </Typography>
              ))}
            </Box>
          </Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Redpen could not read this photo clearly, so words may be missing or wrong in the correction.
          </Typography>
        )}
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
          These tips help you take a photo Redpen reads well.
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
                {sentence && tip === fitting ? " · for this photo" : ""}
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
