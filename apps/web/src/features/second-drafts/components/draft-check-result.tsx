import CheckCircleIcon from "@mui/icons-material/CheckCircleOutlined";
import ErrorIcon from "@mui/icons-material/ErrorOutlineOutlined";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from "@mui/material";
import {
  codeOfEdit,
  DEFAULT_CORRECTION_CODES,
  type CorrectionCode,
  type DraftCheckResult,
  type DraftMarkResult,
  type MarkVerdict,
} from "@redpen/contract";

export const VERDICTS: Record<
  MarkVerdict,
  { label: string; color: "success" | "error" | "warning"; icon: React.ReactNode }
> = {
  fixed: { label: "Fixed", color: "success", icon: <CheckCircleIcon color="success" /> },
  wrong: { label: "Still wrong", color: "error", icon: <ErrorIcon color="error" /> },
  untouched: { label: "Not corrected yet", color: "warning", icon: <RadioButtonUncheckedIcon color="warning" /> },
};

/** The mark's code as the margin shows it, from the school's codes. */
export const markCode = (mark: Pick<DraftMarkResult, "category" | "code">, codes: readonly CorrectionCode[]) =>
  codeOfEdit(mark, codes.length > 0 ? codes : DEFAULT_CORRECTION_CODES).code;

/** The two words before a place in the text, to say where a missing word goes. */
const wordsBefore = (text: string, at: number) => text.slice(0, at).trim().split(/\s+/).slice(-2).join(" ");

/** What the student wrote for the mark, or what was marked when they left it; `text` is the draft. */
function markLine(mark: DraftMarkResult, text: string): string {
  const now = mark.draft_text.trim();
  if (mark.original === "") {
    const where = `after "${wordsBefore(text, mark.draft_start)}"`;
    if (mark.verdict === "untouched") return `Something is missing ${where}.`;
    return mark.verdict === "fixed" ? `You added "${now}" ${where}.` : `You wrote "${now}" ${where}: not yet right.`;
  }
  if (mark.verdict === "untouched") return `"${now || mark.original}" is as it was.`;
  const was = `"${mark.original}"`;
  const became = `"${now || "(removed)"}"`;
  if (mark.verdict === "fixed")
    return mark.fixed_as === "expected"
      ? `${was} became ${became}.`
      : mark.fixed_as === "teacher"
        ? `${was} became ${became}, which the teacher accepts.`
        : `${was} became ${became}: another right way to say it.`;
  return `${was} became ${became}, which is still not right.`;
}

/** The expected words, in the words the student sees (a mark on part of a word shows the whole word). */
function expectedWords(mark: DraftMarkResult): string {
  if (mark.verdict === "untouched" && mark.original && mark.draft_text.includes(mark.original))
    return mark.draft_text.replace(mark.original, mark.replacement).trim() || "(remove it)";
  return mark.replacement.trim() || "(remove it)";
}

/** One mark of the check: its verdict, its code, what the student did and (when shown) the expected words. */
function MarkItem({
  mark,
  text,
  codes,
  showAnswers,
  verdictControl,
}: {
  mark: DraftMarkResult;
  text: string;
  codes: readonly CorrectionCode[];
  showAnswers: boolean;
  verdictControl?: React.ReactNode;
}) {
  return (
    <ListItem disableGutters data-verdict={mark.verdict} alignItems="flex-start" sx={{ flexWrap: "wrap" }}>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{VERDICTS[mark.verdict].icon}</ListItemIcon>
      <ListItemText
        sx={{ flex: "1 1 220px" }}
        primary={
          <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Chip size="small" label={markCode(mark, codes)} sx={{ fontWeight: 700 }} />
            <span>{VERDICTS[mark.verdict].label}</span>
            {mark.fixed_as === "teacher" || mark.overruled ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {mark.overruled
                  ? `(your verdict; Redpen said ${VERDICTS[mark.overruled.verdict].label.toLowerCase()})`
                  : "(your teacher's verdict)"}
              </Typography>
            ) : null}
          </Box>
        }
        secondary={
          <>
            {markLine(mark, text)}
            {showAnswers && mark.replacement && mark.verdict !== "fixed" ? ` Expected: "${expectedWords(mark)}".` : ""}
          </>
        }
        slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
      />
      {verdictControl}
    </ListItem>
  );
}

/**
 * The check of a draft: "9 of 12 fixed", then each mark with what the student did with it (its
 * code, and the expected correction when the page may show it), and the new mistakes.
 */
export function DraftCheckResultView({
  check,
  text,
  showAnswers,
  codes,
  verdictControl,
}: {
  check: DraftCheckResult;
  /** On the teacher's page: the control that overrules the verdict of the mark at this place of the check. */
  verdictControl?: (mark: DraftMarkResult, index: number) => React.ReactNode;
  /** The school's correction codes (Redpen's own when empty). */
  codes: readonly CorrectionCode[];
  /** The draft's text. */
  text: string;
  showAnswers: boolean;
}) {
  const { counts } = check;
  const left = check.marks.filter((mark) => mark.verdict !== "fixed");
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: "1.4rem", fontWeight: 600 }} data-testid="draft-score">
        {counts.fixed} of {counts.total} fixed
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, my: 1.5 }}>
        <Chip color="success" variant="outlined" label={`${counts.fixed} fixed`} />
        <Chip color="error" variant="outlined" label={`${counts.wrong} still wrong`} />
        <Chip color="warning" variant="outlined" label={`${counts.untouched} not corrected yet`} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {left.length === 0 && check.new_errors.length === 0
          ? "Everything marked is corrected. Well done!"
          : `Left to do: ${left.length} marked ${left.length === 1 ? "mistake" : "mistakes"}${
              check.new_errors.length > 0 ? ` and ${check.new_errors.length} new` : ""
            }.`}
      </Typography>
      <List dense aria-label="Each marked mistake">
        {check.marks.map((mark, i) => (
          <MarkItem
            key={i}
            mark={mark}
            text={text}
            codes={codes}
            showAnswers={showAnswers}
            verdictControl={verdictControl?.(mark, i)}
          />
        ))}
        {check.new_errors.map((error, i) => (
          <ListItem key={`new-${i}`} disableGutters data-verdict="new" alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <ErrorIcon color="error" />
            </ListItemIcon>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Chip size="small" label={markCode(error, codes)} sx={{ fontWeight: 700 }} />
                  <span>New mistake</span>
                </Box>
              }
              secondary={error.explanation ? `"${error.original}": ${error.explanation}` : `"${error.original}"`}
              slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

const VERDICT_COLOURS: Record<MarkVerdict, string> = {
  fixed: "success.light",
  wrong: "error.light",
  untouched: "warning.light",
};

/** The draft's text with each mark's words coloured by its verdict (green fixed, red still wrong, amber untouched). */
export function DraftTextWithVerdicts({ text, check }: { text: string; check: DraftCheckResult }) {
  const spans = check.marks
    .filter((mark) => mark.draft_end > mark.draft_start)
    .sort((a, b) => a.draft_start - b.draft_start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [i, mark] of spans.entries()) {
    if (mark.draft_start < at) continue;
    parts.push(text.slice(at, mark.draft_start));
    parts.push(
      <Box
        component="mark"
        key={i}
        data-verdict-text={mark.verdict}
        title={VERDICTS[mark.verdict].label}
        sx={{ bgcolor: VERDICT_COLOURS[mark.verdict], color: "text.primary", borderRadius: 0.5, px: 0.25 }}
      >
        {text.slice(mark.draft_start, mark.draft_end)}
      </Box>,
    );
    at = mark.draft_end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
