import { Autocomplete, Box, Chip, TextField } from "@mui/material";
import {
  CORRECTION_CODE_MAX_CHARS,
  CORRECTION_CODE_MEANING_MAX_CHARS,
  CORRECTION_CODE_NAME_MAX_CHARS,
  ERROR_TYPES,
  type CorrectionCode,
  type ErrorType,
} from "@redpen/contract";

/**
 * One code of the school's list as an owner changes it: its mark, name, meaning and the error
 * types it covers (a type another code covers names that code, and moves here when picked).
 */
export function CorrectionCodeFields(props: {
  number: number;
  code: CorrectionCode;
  others: readonly CorrectionCode[];
  onChange: (code: CorrectionCode) => void;
}) {
  const { number, code, others, onChange } = props;
  const ownerOf = (type: ErrorType) => others.find((other) => other.types.includes(type))?.code;
  return (
    <Box
      sx={{
        flexGrow: 1,
        minWidth: 0,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "7rem minmax(0, 1fr)" },
      }}
    >
      <TextField
        size="small"
        label="Code"
        value={code.code}
        onChange={(event) => onChange({ ...code, code: event.target.value })}
        slotProps={{ htmlInput: { maxLength: CORRECTION_CODE_MAX_CHARS, "aria-label": `Code ${number}` } }}
      />
      <TextField
        size="small"
        label="Name"
        value={code.name}
        onChange={(event) => onChange({ ...code, name: event.target.value })}
        slotProps={{ htmlInput: { maxLength: CORRECTION_CODE_NAME_MAX_CHARS, "aria-label": `Name of code ${number}` } }}
      />
      <TextField
        size="small"
        label="What it means, for the student"
        value={code.meaning}
        onChange={(event) => onChange({ ...code, meaning: event.target.value })}
        sx={{ gridColumn: "1 / -1" }}
        slotProps={{
          htmlInput: { maxLength: CORRECTION_CODE_MEANING_MAX_CHARS, "aria-label": `Meaning of code ${number}` },
        }}
      />
      <Autocomplete
        multiple
        size="small"
        options={ERROR_TYPES}
        value={code.types}
        onChange={(_event, types) => onChange({ ...code, types })}
        getOptionLabel={(type) => {
          const owner = ownerOf(type);
          return owner ? `${type} (now ${owner})` : type;
        }}
        renderValue={(types, getItemProps) =>
          types.map((type, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={type} {...itemProps} />;
          })
        }
        sx={{ gridColumn: "1 / -1" }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Error types it marks"
            placeholder={code.types.length === 0 ? "None: picked by hand" : undefined}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, "aria-label": `Error types of code ${number}` },
            }}
          />
        )}
      />
    </Box>
  );
}
