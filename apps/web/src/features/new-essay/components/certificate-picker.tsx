import { Box, TextField } from "@mui/material";
import type { CertificateOption } from "@redpen/contract";
import {
  certificateNames,
  chooseLevel,
  chooseName,
  formatsOf,
  levelsOf,
  type CertificateChoice,
} from "../utils/certificate-choice";

interface CertificatePickerProps {
  options: readonly CertificateOption[];
  value: CertificateChoice;
  onChange: (choice: CertificateChoice) => void;
  disabled?: boolean;
}

/**
 * Certificate, then level, then format (with what the format asks of the student). Choosing a
 * certificate clears the level and format; choosing a level clears the format. Native selects,
 * so phones show their own picker.
 */
export function CertificatePicker({ options, value, onChange, disabled = false }: CertificatePickerProps) {
  const names = certificateNames(options);
  const levels = levelsOf(options, value);
  const formats = formatsOf(options, value);
  const description = formats.find((option) => option.format === value.format)?.format_description;

  const handleName = (name: string) => onChange(chooseName(name));
  const handleLevel = (cefrLevel: string) => onChange(chooseLevel(value, cefrLevel));
  const handleFormat = (format: string) => onChange({ ...value, format });

  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)" },
        alignItems: "start",
      }}
    >
      <TextField
        select
        label="Certificate"
        value={value.name}
        onChange={(event) => handleName(event.target.value)}
        disabled={disabled}
        slotProps={select}
      >
        <option value="" disabled>
          Choose a certificate
        </option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Level"
        value={value.cefr_level}
        onChange={(event) => handleLevel(event.target.value)}
        disabled={disabled || !value.name}
        slotProps={select}
      >
        <option value="" disabled>
          {value.name ? "Choose a level" : ""}
        </option>
        {levels.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Format"
        value={value.format}
        onChange={(event) => handleFormat(event.target.value)}
        disabled={disabled || !value.cefr_level}
        helperText={description ?? (value.cefr_level ? "The kind of text the student was asked to write." : " ")}
        slotProps={select}
      >
        <option value="" disabled>
          {value.cefr_level ? "Choose a format" : ""}
        </option>
        {formats.map((option) => (
          <option key={option.format} value={option.format}>
            {option.format}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
