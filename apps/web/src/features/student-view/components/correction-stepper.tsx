import NavigateBeforeIcon from "@mui/icons-material/NavigateBefore";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import { Box, Button, Typography } from "@mui/material";
import type { ChangeSegment } from "../../../lib/essay-diff";
import { useCorrectionCodes } from "../../../hooks/correction-codes-context";
import { noteReasons } from "../../../lib/paper-notes";
import { stepTo } from "../utils/student-corrections";
import { addedSx, markedSx, removedSx } from "../../../components/essay-text";

/**
 * The student's corrections one at a time, with Previous and Next: which one of how many, its
 * words and why. It stays at the bottom of the screen while the essay above it scrolls (on a phone
 * too, where there is no hover), and the chosen correction is marked in the text.
 */
export function CorrectionStepper(props: {
  corrections: readonly ChangeSegment[];
  current: number | null;
  onStep: (index: number) => void;
}) {
  const { corrections, current, onStep } = props;
  const count = corrections.length;
  const segment = current === null ? undefined : corrections[current];
  const previous = stepTo(current, -1, count);
  const next = stepTo(current, 1, count);
  const codes = useCorrectionCodes();
  const reasons = segment ? noteReasons(segment, codes) : [];

  return (
    <Box
      role="group"
      aria-label="Your corrections, one at a time"
      className="no-print"
      sx={{
        position: "sticky",
        bottom: 0,
        zIndex: 1,
        mx: { xs: -2, sm: -3 },
        mb: { xs: -2, sm: -3 },
        mt: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: "background.paper",
        borderTop: 1,
        borderColor: "divider",
        boxShadow: "0 -4px 12px rgba(31, 58, 95, 0.08)",
        borderRadius: "0 0 4px 4px",
      }}
    >
      <Box aria-live="polite" sx={{ minHeight: { xs: 72, sm: 56 } }}>
        {segment ? (
          <StepNote segment={segment} position={current! + 1} count={count} reasons={reasons} />
        ) : (
          <Typography variant="body2" sx={{ pt: 0.5 }}>
            {count === 1 ? "1 correction" : `${count} corrections`}. Tap a marked word, or press Next to go through them
            one by one.
          </Typography>
        )}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, mt: 1 }}>
        <Button
          startIcon={<NavigateBeforeIcon />}
          onClick={() => previous !== null && onStep(previous)}
          disabled={previous === null}
        >
          Previous
        </Button>
        <Button
          variant="contained"
          endIcon={<NavigateNextIcon />}
          onClick={() => next !== null && onStep(next)}
          disabled={next === null}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}

/** The chosen correction: which one of how many, its words (or, shared as codes, the words to fix) and why. */
function StepNote(props: { segment: ChangeSegment; position: number; count: number; reasons: readonly string[] }) {
  const { segment, position, count, reasons } = props;
  return (
    <>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        Correction {position} of {count}
      </Typography>
      <Typography component="p" sx={{ fontFamily: "Georgia, 'Times New Roman', serif", overflowWrap: "anywhere" }}>
        {segment.hidden ? (
          <Box component="mark" sx={[{ color: "inherit" }, markedSx as object]}>
            {segment.removed.trim() || "‸ (a word is missing here)"}
          </Box>
        ) : (
          segment.removed && (
            <Box component="del" sx={removedSx}>
              {segment.removed.trim()}
            </Box>
          )
        )}
        {segment.removed && segment.added && " → "}
        {segment.added && (
          <Box component="ins" sx={addedSx}>
            {segment.added.trim()}
          </Box>
        )}
      </Typography>
      {reasons.length > 0
        ? reasons.map((reason) => (
            <Typography key={reason} variant="body2" sx={{ mt: 0.5 }}>
              {reason}
            </Typography>
          ))
        : null}
      {segment.hidden && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Find the correct form yourself.
        </Typography>
      )}
      {reasons.length === 0 && !segment.hidden && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Your teacher corrected these words.
        </Typography>
      )}
    </>
  );
}
