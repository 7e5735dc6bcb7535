import { Box } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { DiffSegment } from "../lib/essay-diff";
import { paperParagraphs, segmentCodes, splitTrailingSpace } from "../lib/paper-notes";
import { ChangeWords } from "./change-words";
import { paperAddedSx, paperMarkedSx, paperRemovedSx, RED, SANS, SERIF } from "./paper-styles";

/**
 * How wide the printout lays the essay out when it is marked in codes: A4's text width (210 mm
 * less the page's 15 mm margins), which Letter's wider page holds too, so that its lines break in
 * print where they were measured on screen (see marginLines).
 */
const CODES_TEXT_WIDTH = "180mm";
/** The margin column at the right of the text, its red rule and the codes of each line in it. */
const MARGIN_WIDTH = "20mm";

/** Each mark's place in the text: paragraph and segment, the same in the printout and in its measured copy. */
const markKey = (paragraph: number, segment: number) => `${paragraph}:${segment}`;

/**
 * The codes each line of the text carries in the margin, read from a laid-out copy of it: the
 * marks' margin anchors in reading order, one group a line (same paragraph, same height on the
 * page). The first mark of a line shows the codes of every mark on it; the others show none.
 */
function marginLines(root: HTMLElement): Map<string, string> {
  const lines = new Map<string, string>();
  let first: { key: string; paragraph: string; top: number; codes: string[] } | null = null;
  for (const anchor of root.querySelectorAll<HTMLElement>("[data-margin-anchor]")) {
    const key = anchor.dataset.marginAnchor!;
    const paragraph = key.split(":")[0]!;
    const top = anchor.getBoundingClientRect().top;
    const codes = anchor.dataset.codes ?? "";
    if (first && first.paragraph === paragraph && Math.abs(first.top - top) < 2) {
      first.codes.push(codes);
      lines.set(first.key, first.codes.join(" "));
      lines.set(key, "");
    } else {
      first = { key, paragraph, top, codes: [codes] };
      lines.set(key, codes);
    }
  }
  return lines;
}

/**
 * The student's text, paragraph by paragraph, each correction marked with the number of its note.
 * With `codes` (shared as codes), each mark carries its code instead, and each line with marks has
 * their codes in the margin beside it: the lines are measured on a copy laid out at the printout's
 * width, off screen, so that two marks on one line share one place in the margin.
 */
export function PaperMarkedText(props: {
  segments: readonly DiffSegment[];
  numberOf: ReadonlyMap<DiffSegment, number>;
  codes?: readonly CorrectionCode[];
}) {
  const { segments, numberOf, codes } = props;
  const paragraphs = useMemo(() => paperParagraphs(segments), [segments]);
  const measured = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState<ReadonlyMap<string, string> | null>(null);
  useLayoutEffect(() => {
    if (codes && measured.current) setLines(marginLines(measured.current));
  }, [codes, paragraphs]);
  const text = (margin: ReadonlyMap<string, string> | null) => (
    <MarkedParagraphs paragraphs={paragraphs} numberOf={numberOf} codes={codes} margin={margin} />
  );
  if (!codes) return text(null);
  return (
    <>
      {text(lines)}
      {createPortal(
        <Box
          ref={measured}
          aria-hidden
          sx={{
            position: "fixed",
            top: 0,
            left: "-400mm",
            width: CODES_TEXT_WIDTH,
            visibility: "hidden",
            pointerEvents: "none",
            "@media print": { display: "none" },
          }}
        >
          {text(null)}
        </Box>,
        document.body,
      )}
    </>
  );
}

function MarkedParagraphs(props: {
  paragraphs: DiffSegment[][];
  numberOf: ReadonlyMap<DiffSegment, number>;
  codes?: readonly CorrectionCode[];
  /** What each mark's margin anchor shows (its line's codes, or nothing); null before the lines are measured. */
  margin: ReadonlyMap<string, string> | null;
}) {
  const { paragraphs, numberOf, codes, margin } = props;
  const markOf = (segment: DiffSegment) =>
    segment.kind === "change" && codes
      ? segmentCodes(segment, codes)
          .map((code) => code.code)
          .join("/")
      : numberOf.get(segment);
  return (
    <Box
      sx={{
        fontFamily: SERIF,
        fontSize: "12pt",
        lineHeight: 2,
        overflowWrap: "anywhere",
        ...(codes ? { width: CODES_TEXT_WIDTH, maxWidth: "100%" } : {}),
      }}
    >
      {paragraphs.map((paragraph, paragraphIndex) => (
        <Box
          component="p"
          key={paragraphIndex}
          className={codes ? "paper-codes-paragraph" : undefined}
          sx={{
            m: 0,
            mb: "3mm",
            whiteSpace: "pre-wrap",
            orphans: 3,
            widows: 3,
            ...(codes ? marginSx : {}),
          }}
        >
          {paragraph.map((segment, index) => {
            if (segment.kind === "same") return segment.text;
            const { words, space } = splitTrailingSpace(segment);
            const key = markKey(paragraphIndex, index);
            const code = String(markOf(segment) ?? "");
            return (
              <span key={index}>
                <ChangeWords
                  segment={words}
                  removedSx={paperRemovedSx}
                  addedSx={paperAddedSx}
                  markedSx={paperMarkedSx}
                />
                <Box
                  component="sup"
                  sx={{
                    fontFamily: SANS,
                    fontSize: "7.5pt",
                    fontWeight: 700,
                    color: RED,
                    lineHeight: 0,
                    verticalAlign: "super",
                    ml: "1px",
                  }}
                >
                  {code}
                </Box>
                {codes && (
                  <Box component="span" className="margin-codes" data-margin-anchor={key} data-codes={code}>
                    {margin ? (margin.get(key) ?? code) : code}
                  </Box>
                )}
                {space}
              </span>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A paragraph marked in codes: room at its right for the margin, a red rule down it, and each
 * mark's margin anchor taken out of the line to the margin, at the height of its line (where it
 * would have stood in the text). Laid out narrower than the measured width (an A5 page, a phone's
 * print view), the lines break elsewhere: the margin is left out and the codes beside the marks say
 * it all.
 */
const marginSx = {
  position: "relative",
  pr: MARGIN_WIDTH,
  "&::after": {
    content: '""',
    position: "absolute",
    top: "1mm",
    bottom: 0,
    right: `calc(${MARGIN_WIDTH} - 3mm)`,
    borderLeft: `0.75pt solid ${RED}`,
  },
  "& > span > .margin-codes": {
    position: "absolute",
    right: 0,
    width: `calc(${MARGIN_WIDTH} - 5mm)`,
    display: "inline-block",
    fontFamily: SANS,
    fontSize: "9pt",
    fontWeight: 700,
    color: RED,
    // The text's line (12 pt, twice as high): the codes sit on its baseline.
    lineHeight: "24pt",
    whiteSpace: "normal",
    overflowWrap: "anywhere",
  },
  "@media print and (max-width: 170mm)": {
    pr: 0,
    "&::after": { display: "none" },
    "& > span > .margin-codes": { display: "none" },
  },
} as const;
