import CheckCircleIcon from "@mui/icons-material/CheckCircleOutlined";
import ErrorIcon from "@mui/icons-material/ErrorOutlineOutlined";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from "@mui/material";
import {
  codeOfEdit,
  DEFAULT_CORRECTION_CODES,
  type DraftCheckResult,
  type DraftMarkResult,
  type MarkVerdict,
} from "@redpen/contract";

const VERDICTS: Record<MarkVerdict, { label: string; color: "success" | "error" | "warning"; icon: React.ReactNode }> =
  {
    fixed: { label: "Fixed", color: "success", icon: <CheckCircleIcon color="success" /> },
    wrong: { label: "Still wrong", color: "error", icon: <ErrorIcon color="error" /> },
    untouched: { label: "Not corrected yet", color: "warning", icon: <RadioButtonUncheckedIcon color="warning" /> },
  };

/** The mark's code as the margin shows it. */
export const markCode = (mark: Pick<DraftMarkResult, "category" | "code">) =>
  codeOfEdit(mark, DEFAULT_CORRECTION_CODES).code;

/** What the student wrote for the mark, or what was marked when they left it. */
function markLine(mark: DraftMarkResult): string {
  const was = `"${mark.original || "(missing word)"}"`;
  if (mark.verdict === "untouched") return `${was} is as it was.`;
  const now = `"${mark.draft_text || "(removed)"}"`;
  if (mark.verdict === "fixed")
    return mark.fixed_as === "accepted"
      ? `${was} became ${now}: another right way to say it.`
      : `${was} became ${now}.`;
  return `${was} became ${now}, which is still not right.`;
}

/**
 * The check of a draft: "9 of 12 fixed", then each mark with what the student did with it (its
 * code, and the expected correction when the page may show it), and the new mistakes.
 */
export function DraftCheckResultView({ check, showAnswers }: { check: DraftCheckResult; showAnswers: boolean }) {
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
          <ListItem key={i} disableGutters data-verdict={mark.verdict} alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{VERDICTS[mark.verdict].icon}</ListItemIcon>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Chip size="small" label={markCode(mark)} sx={{ fontWeight: 700 }} />
                  <span>{VERDICTS[mark.verdict].label}</span>
                </Box>
              }
              secondary={
                <>
                  {markLine(mark)}
                  {showAnswers && mark.replacement && mark.verdict !== "fixed"
                    ? ` Expected: "${mark.replacement}".`
                    : ""}
                </>
              }
              slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
            />
          </ListItem>
        ))}
        {check.new_errors.map((error, i) => (
          <ListItem key={`new-${i}`} disableGutters data-verdict="new" alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <ErrorIcon color="error" />
            </ListItemIcon>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Chip size="small" label={markCode(error)} sx={{ fontWeight: 700 }} />
                  <span>New mistake</span>
                </Box>
              }
              secondary={`"${error.original}": ${error.explanation}`}
              slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
