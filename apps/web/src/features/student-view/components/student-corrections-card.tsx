import { Box, Typography } from "@mui/material";
import { countWords } from "@redpen/contract";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { ChangeSegment, DiffSegment } from "../../../lib/essay-diff";
import { correctionWords, studentCorrections } from "../utils/student-corrections";
import { useCorrectionCodes } from "../../../hooks/correction-codes-context";
import { segmentCodes } from "../../../lib/paper-notes";
import { ChangeWords } from "../../../components/change-words";
import { CodeBadge } from "../../../components/code-badge";
import { CorrectionStepper } from "./correction-stepper";
import { ChangeKey, EssayText, markedSx } from "../../../components/essay-text";
import { SectionCard } from "../../../components/section-card";

/**
 * The student's marked essay: the original with the teacher's corrections, which the student taps
 * (or goes through with Next and Previous) to read why, one at a time. No hover is needed, so a
 * phone reads it as a desktop does; nothing in it is the teacher's.
 */
export function StudentCorrectionsCard(props: {
  segments: readonly DiffSegment[];
  original: string;
  /** Shared as codes: the marks show codes, and the student finds the correct forms. */
  asCodes: boolean;
}) {
  const { segments, original, asCodes } = props;
  const corrections = useMemo(() => studentCorrections(segments), [segments]);
  const numberOf = useMemo(() => new Map(corrections.map((segment, index) => [segment, index])), [corrections]);
  const [current, setCurrent] = useState<number | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const words = countWords(original);

  // Next and Previous bring the chosen correction into view; a tapped one is in view already.
  const handleStep = (index: number) => {
    setCurrent(index);
    textRef.current
      ?.querySelector(`[data-correction="${index}"]`)
      ?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  return (
    <SectionCard title="Corrections" className="print-all">
      {asCodes ? (
        <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 1.5 }}>
          Your teacher{" "}
          <Box component="mark" sx={[{ color: "inherit" }, markedSx as object]}>
            marked
          </Box>{" "}
          each mistake with a code. Tap a mark, or use Next and Previous, to see what its code means, then find the
          correct form yourself.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 1.5 }}>
          <ChangeKey /> Tap a correction, or use Next and Previous, to see why it was made.
        </Typography>
      )}
      <Box ref={textRef}>
        <EssayText>
          {segments.map((segment, index) => {
            if (segment.kind === "same") return <span key={index}>{segment.text}</span>;
            const number = numberOf.get(segment)!;
            return (
              <StudentMark
                key={index}
                segment={segment}
                number={number}
                count={corrections.length}
                chosen={number === current}
                onChoose={() => setCurrent(number)}
              />
            );
          })}
        </EssayText>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: "right" }}>
        {words} {words === 1 ? "word" : "words"}
      </Typography>
      {corrections.length > 0 && <CorrectionStepper corrections={corrections} current={current} onStep={handleStep} />}
    </SectionCard>
  );
}

/** One correction in the text: a button that shows it in the stepper below, marked while it is the chosen one. */
function StudentMark(props: {
  segment: ChangeSegment;
  number: number;
  count: number;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { segment, number, count, chosen, onChoose } = props;
  const codes = segmentCodes(segment, useCorrectionCodes());
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onChoose();
  };
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      data-correction={number}
      aria-pressed={chosen}
      aria-label={`Correction ${number + 1} of ${count}: ${correctionWords(segment)}`}
      onClick={onChoose}
      onKeyDown={handleKeyDown}
      sx={{
        cursor: "pointer",
        borderRadius: 0.5,
        px: segment.removed ? 0 : 0.25,
        outline: chosen ? "2px solid" : "none",
        outlineColor: "secondary.main",
        outlineOffset: 1,
        bgcolor: chosen ? "rgba(239, 83, 80, 0.12)" : undefined,
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
        "@media print": { outline: "none", bgcolor: "transparent" },
      }}
    >
      <ChangeWords segment={segment} />
      <Box component="sup" aria-hidden sx={{ ml: 0.25, lineHeight: 0, "& abbr": { mr: 0, fontSize: "0.7em" } }}>
        {codes.map((code) => (
          <CodeBadge key={code.code} code={code} />
        ))}
      </Box>
    </Box>
  );
}
