import { Box, Typography } from "@mui/material";
import {
  codeKey,
  countWords,
  formatIeltsBand,
  gradePercent,
  ieltsOverallBand,
  visibleEdits,
  type EssayResponse,
} from "@redpen/contract";
import { useState, type ReactNode } from "react";
import { useImage } from "../lib/api/images";
import type { PrintMode } from "../hooks/use-print";
import type { DiffSegment } from "../lib/essay-diff";
import { essayTitle } from "../lib/essay-title";
import { paperMarks, type PaperNote } from "../lib/paper-notes";
import { gradeLabel, shownGrading, type ShownGrading } from "../lib/shown-grading";
import { PaperCodeKey } from "./paper-code-key";
import { PaperMarkedText } from "./paper-marked-text";
import {
  INK,
  paperAddedSx as addedSx,
  paperMarkedSx as markedSx,
  paperRemovedSx as removedSx,
  RED,
  SANS,
  SERIF,
} from "./paper-styles";

/**
 * The printout, a marked paper: the school's name and logo, the title, the date and the teacher; the
 * student's own text with the corrections marked on it, a number at each, and the numbered notes
 * that explain them. Printing everything adds the task, the grade per criterion with the total and
 * the feedback. Rejected corrections are not in `segments`, so they are not printed. Shared as
 * codes, each mark carries its code (beside it, and in the margin beside its line) instead of a number, the answers
 * withheld but those given anyway, and the key of the codes used ends the essay. Shown only in
 * print; the page mounts it while printing.
 */
export function MarkedPaper(props: {
  essay: EssayResponse;
  segments: readonly DiffSegment[];
  mode: PrintMode;
  /** The school's logo, when it has one. */
  logoUri?: string;
  /** Who marked it, as they are called (teacherCalled: their name, else their email). */
  teacher?: string;
  /** The essay's school, named above the title. */
  schoolName?: string;
  /** The essay's class, named for its teacher: on the class page's printouts and the essay's own. */
  className?: string;
}) {
  const { essay, segments, mode, logoUri, teacher, schoolName, className } = props;
  const { data } = essay;
  const [printedOn] = useState(() => new Date());
  const asCodes = data.share_mode === "codes";
  const codes = data.correction_codes;
  const { notes, numberOf } = paperMarks(segments, codes);
  const key = asCodes ? codeKey(visibleEdits(data.edits ?? []), codes) : [];
  const grading = shownGrading(data);
  const feedback = data.feedback?.trim();

  return (
    <Box
      className="marked-paper"
      sx={{
        display: "none",
        "@media print": { display: "block" },
        // Laid out narrower than an A5 page's text (the print view at a phone's width), the text keeps off the edges.
        "@media print and (max-width: 130mm)": { px: "3mm" },
        maxWidth: "190mm",
        mx: "auto",
        color: INK,
        fontFamily: SERIF,
        fontSize: "11.5pt",
        lineHeight: 1.5,
      }}
    >
      <PaperHeader
        data={data}
        printedOn={printedOn}
        teacher={teacher}
        schoolName={schoolName}
        className={className}
        logoUri={logoUri}
      />

      {mode === "all" && <PaperTask data={data} />}

      <PaperHeading>Essay</PaperHeading>
      {notes.length > 0 && <PaperLegend asCodes={asCodes} />}
      <PaperMarkedText segments={segments} numberOf={numberOf} codes={asCodes ? codes : undefined} />

      {asCodes && key.length > 0 && (
        <>
          <PaperHeading>Code key</PaperHeading>
          <PaperCodeKey codes={key} sans={SANS} red={RED} />
        </>
      )}
      {!asCodes && <PaperHeading>Notes</PaperHeading>}
      {!asCodes && <PaperNotes notes={notes} />}

      {mode === "all" && grading && (
        <PaperGrade grading={grading} band={ieltsOverallBand(data.certificate, grading.total, grading.gradeMax)} />
      )}
      {mode === "all" && feedback && (
        <>
          <PaperHeading>Feedback</PaperHeading>
          <Typography sx={{ fontFamily: SERIF, fontSize: "11.5pt", lineHeight: 1.6, whiteSpace: "pre-wrap" }}>
            {feedback}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** The logo, left out rather than shown broken when it cannot be loaded. */
function SchoolLogo({ uri }: { uri: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <Box
      component="img"
      src={uri}
      alt="School logo"
      onError={() => setBroken(true)}
      sx={{ display: "block", flexShrink: 0, maxHeight: "18mm", maxWidth: "55mm", objectFit: "contain" }}
    />
  );
}

function PaperHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      sx={{
        fontFamily: SANS,
        fontSize: "10pt",
        fontWeight: 700,
        textTransform: "uppercase",
        letterSpacing: "0.08em",
        mt: "7mm",
        mb: "2mm",
        pb: "1mm",
        borderBottom: "0.5pt solid #999",
        breakAfter: "avoid",
      }}
    >
      {children}
    </Typography>
  );
}

/** The task the student wrote to: the topic's text, or its photo. */
function PaperTask({ data }: { data: EssayResponse["data"] }) {
  const topicImage = data.relationships.topic_image_id;
  const topicText = data.topic_text?.trim();
  if (!topicImage && !topicText) return null;
  return (
    <Box sx={{ breakInside: "avoid" }}>
      <PaperHeading>Task</PaperHeading>
      {topicImage ? (
        <TopicPhoto imageId={topicImage} />
      ) : (
        <Typography sx={{ fontFamily: SERIF, fontSize: "11.5pt", fontStyle: "italic", whiteSpace: "pre-wrap" }}>
          {topicText}
        </Typography>
      )}
    </Box>
  );
}

function TopicPhoto({ imageId }: { imageId: string }) {
  const image = useImage(imageId);
  const [broken, setBroken] = useState(false);
  if (!image.data || broken)
    return <Typography sx={{ fontSize: "10pt", color: "#333" }}>The task was given as a photo.</Typography>;
  return (
    <Box
      component="img"
      src={image.data.data.uri}
      alt="Task"
      onError={() => setBroken(true)}
      sx={{ display: "block", maxWidth: "100%", maxHeight: "80mm", objectFit: "contain" }}
    />
  );
}

/** The grade per criterion and the total, with whose grading it is. */
function PaperGrade({ grading, band }: { grading: ShownGrading; band: number | null }) {
  const { criteria, perCriterion, total, gradeMax: max } = grading;
  const cellSx = { p: 0, py: "0.8mm", textAlign: "left", fontWeight: 400 } as const;
  return (
    <Box sx={{ breakInside: "avoid", maxWidth: "120mm" }}>
      <PaperHeading>Grade</PaperHeading>
      <Box
        component="table"
        sx={{ width: "100%", borderCollapse: "collapse", fontFamily: SERIF, fontSize: "11pt", lineHeight: 1.4 }}
      >
        <Box
          component="caption"
          sx={{ fontFamily: SANS, fontSize: "8.5pt", color: "#333", textAlign: "left", mb: "1mm" }}
        >
          {gradeLabel(grading.source, false)}
        </Box>
        <tbody>
          {criteria.map(({ name }) => (
            <tr key={name}>
              <Box component="th" scope="row" sx={{ ...cellSx, overflowWrap: "anywhere" }}>
                {name}
              </Box>
              <Box component="td" sx={{ ...cellSx, textAlign: "right", pl: "6mm" }}>
                {perCriterion[name]}
              </Box>
            </tr>
          ))}
        </tbody>
        <Box component="tfoot" sx={{ borderTop: `1pt solid ${INK}`, "& > tr > *": { fontWeight: 700, pt: "1.5mm" } }}>
          <tr>
            <Box component="th" scope="row" sx={cellSx}>
              Total
            </Box>
            <Box component="td" sx={{ ...cellSx, textAlign: "right", pl: "6mm", whiteSpace: "nowrap" }}>
              {total}
              {max !== null && ` / ${max} (${gradePercent(total, max)}%)`}
              {band !== null && ` · ${formatIeltsBand(band)}`}
            </Box>
          </tr>
        </Box>
      </Box>
    </Box>
  );
}

/** The paper's head: the school, the title, the date, the class (its teacher's printouts), the teacher and the word count, with the school's logo. */
function PaperHeader(props: {
  data: EssayResponse["data"];
  printedOn: Date;
  teacher?: string;
  schoolName?: string;
  className?: string;
  logoUri?: string;
}) {
  const { data, printedOn, teacher, schoolName, className, logoUri } = props;
  const words = countWords(data.original ?? "");
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-start",
        justifyContent: "space-between",
        gap: "3mm 6mm",
        pb: "3mm",
        borderBottom: `1.5pt solid ${INK}`,
        breakInside: "avoid",
      }}
    >
      <Box sx={{ flex: "1 1 100mm", minWidth: 0 }}>
        {schoolName && (
          <Typography
            data-testid="paper-school"
            sx={{
              fontFamily: SANS,
              fontSize: "10pt",
              fontWeight: 600,
              color: "#333",
              mb: "1mm",
              overflowWrap: "anywhere",
            }}
          >
            {schoolName}
          </Typography>
        )}
        <Typography
          component="h1"
          sx={{ fontFamily: SERIF, fontSize: "18pt", fontWeight: 700, lineHeight: 1.25, overflowWrap: "anywhere" }}
        >
          {essayTitle(data)}
        </Typography>
        <Typography sx={{ fontFamily: SANS, fontSize: "9.5pt", color: "#333", mt: "1.5mm" }}>
          {[
            `Date: ${new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(printedOn)}`,
            className && `Class: ${className}`,
            teacher && `Teacher: ${teacher}`,
            `${words} ${words === 1 ? "word" : "words"}`,
          ]
            .filter(Boolean)
            .join("  ·  ")}
        </Typography>
      </Box>
      {logoUri && <SchoolLogo uri={logoUri} />}
    </Box>
  );
}

/** How the marks read: codes to look up (shared as codes), or words struck out and added with numbered notes. */
function PaperLegend({ asCodes }: { asCodes: boolean }) {
  return (
    <>
      {asCodes ? (
        <Typography sx={{ fontFamily: SANS, fontSize: "8.5pt", color: "#333", mb: "2mm" }}>
          <Box component="span" sx={markedSx}>
            Underlined
          </Box>{" "}
          words have a mistake for you to correct: its code is beside them
          {/* Narrow paper has no margin for the codes (see paper-marked-text). */}
          <Box component="span" sx={{ "@media print and (max-width: 170mm)": { display: "none" } }}>
            {" "}
            and in the margin
          </Box>
          , and the key below says what each code means.
        </Typography>
      ) : (
        <Typography sx={{ fontFamily: SANS, fontSize: "8.5pt", color: "#333", mb: "2mm" }}>
          <Box component="del" sx={removedSx}>
            Struck-through
          </Box>{" "}
          words are to be left out;{" "}
          <Box component="ins" sx={addedSx}>
            underlined
          </Box>{" "}
          words are added. Each number leads to its note below.
        </Typography>
      )}
    </>
  );
}

/** The numbered notes that explain the corrections, or that none was needed. */
function PaperNotes({ notes }: { notes: PaperNote[] }) {
  return (
    <>
      {notes.length > 0 ? (
        <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, fontSize: "10pt", lineHeight: 1.45 }}>
          {notes.map(({ number, label, reasons, times }) => (
            <Box
              component="li"
              key={number}
              sx={{ display: "grid", gridTemplateColumns: "8mm minmax(0, 1fr)", mb: "1.2mm", breakInside: "avoid" }}
            >
              <Box component="span" sx={{ fontFamily: SANS, fontWeight: 700, color: RED }}>
                {number}.
              </Box>
              <Box component="span" sx={{ overflowWrap: "anywhere" }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {label}
                </Box>
                {reasons.map((reason) => ` — ${reason}`)}
                {times > 1 && ` (${times} times)`}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography sx={{ fontFamily: SERIF, fontSize: "10pt" }}>No corrections were needed.</Typography>
      )}
    </>
  );
}
