import { MenuItem, TextField } from "@mui/material";
import { MarkVerdict, type DraftMarkResult } from "@redpen/contract";
import { VERDICTS } from "./draft-check-result";

/**
 * The teacher's verdict on one mark of a draft: Redpen's until they pick another (fixed, still
 * wrong, not corrected yet); the student's page then shows theirs. Picking Redpen's gives it back.
 */
export function VerdictControl({
  mark,
  disabled,
  onChange,
}: {
  mark: DraftMarkResult;
  disabled: boolean;
  onChange: (verdict: MarkVerdict | null) => void;
}) {
  const redpens = mark.overruled?.verdict ?? mark.verdict;
  return (
    <TextField
      select
      size="small"
      label="Your verdict"
      value={mark.verdict}
      disabled={disabled}
      onChange={(event) => {
        const verdict = MarkVerdict.parse(event.target.value);
        onChange(verdict === redpens ? null : verdict);
      }}
      sx={{ width: { xs: "calc(100% - 36px)", sm: 264 }, ml: { xs: 4.5, sm: 1 }, mt: 0.5 }}
    >
      {MarkVerdict.options.map((verdict) => (
        <MenuItem key={verdict} value={verdict}>
          {VERDICTS[verdict].label}
          {verdict === redpens ? " (Redpen)" : ""}
        </MenuItem>
      ))}
    </TextField>
  );
}
