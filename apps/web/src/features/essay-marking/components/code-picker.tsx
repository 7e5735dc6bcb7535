import { MenuItem, TextField } from "@mui/material";
import { codeOfEdit } from "@redpen/contract";
import { useCorrectionCodes } from "../../../hooks/correction-codes-context";

/**
 * The correction code of a correction: the one its type gives (shown as the first choice), or one
 * the teacher picks from the school's list.
 */
export function CodePicker(props: {
  /** The correction's category (its type), "" before Redpen classified it. */
  category: string;
  /** The code the teacher picked, if any. */
  value: string | undefined;
  onChange: (code: string | null) => void;
}) {
  const { category, value, onChange } = props;
  const codes = useCorrectionCodes();
  const byType = category ? codeOfEdit({ category }, codes) : undefined;
  return (
    <TextField
      select
      size="small"
      label="Code"
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      sx={{ minWidth: 200, maxWidth: "100%" }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        {byType ? `From its type: ${byType.code} · ${byType.name}` : "From its type, once classified"}
      </MenuItem>
      {codes.map((code) => (
        <MenuItem key={code.code} value={code.code}>
          {code.code} · {code.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
