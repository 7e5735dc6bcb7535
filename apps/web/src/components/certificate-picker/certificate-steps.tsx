import { Box, TextField, Typography, type TextFieldProps } from "@mui/material";
import type { CertificateOption } from "@redpen/contract";
import { useState } from "react";
import {
  certificateNames,
  choiceOf,
  chooseLevel,
  chooseName,
  emptyChoice,
  formatsOf,
  levelsOf,
  optionOfChoice,
  optionWithId,
  type CertificateChoice,
} from "./certificate-choice";

interface CertificateStepsProps {
  options: readonly CertificateOption[];
  /** The chosen option's id, or null while none is. */
  value: string | null;
  /** The option's id once name, level and format are chosen; null while they are not all. */
  onChange: (id: string | null) => void;
  disabled: boolean;
}

/**
 * Certificate, then level, then format (with what the format asks of the student). Choosing a
 * certificate clears the level and format; choosing a level clears the format. A level or format
 * that is the only one on offer is picked with the step above and shown as text, not as a select
 * with nothing to choose. Native selects, so phones show their own picker. The choice in progress
 * is the picker's own until it names an option.
 */
export function CertificateSteps({ options, value: id, onChange, disabled }: CertificateStepsProps) {
  const [inProgress, setInProgress] = useState<CertificateChoice>(emptyChoice);
  const chosen = optionWithId(options, id);
  const value = chosen ? choiceOf(chosen) : inProgress;
  const choose = (choice: CertificateChoice) => {
    setInProgress(choice);
    onChange(optionOfChoice(options, choice)?.id ?? null);
  };
  const names = certificateNames(options);
  const levels = levelsOf(options, value);
  const formats = formatsOf(options, value);
  const description = formats.find((option) => option.format === value.format)?.format_description;
  const formatHelp = description ?? (value.cefr_level ? "The kind of text the student was asked to write." : " ");

  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)" },
        alignItems: "start",
      }}
    >
      <NativeSelect
        label="Certificate"
        value={value.name}
        onChange={(name) => choose(chooseName(options, name))}
        disabled={disabled}
        prompt="Choose a certificate"
        options={names}
      />
      {levels.length === 1 ? (
        <PickedValue label="Level" value={value.cefr_level} />
      ) : (
        <NativeSelect
          label="Level"
          value={value.cefr_level}
          onChange={(cefrLevel) => choose(chooseLevel(options, value, cefrLevel))}
          disabled={disabled || !value.name}
          prompt={value.name ? "Choose a level" : ""}
          options={levels}
        />
      )}
      {formats.length === 1 ? (
        <PickedValue label="Format" value={value.format} helperText={formatHelp} />
      ) : (
        <NativeSelect
          label="Format"
          value={value.format}
          onChange={(format) => choose({ ...value, format })}
          disabled={disabled || !value.cefr_level}
          helperText={formatHelp}
          prompt={value.cefr_level ? "Choose a format" : ""}
          options={formats.map((option) => option.format)}
        />
      )}
    </Box>
  );
}

/** A step with one value on offer, picked already: its label and value as text, level with the selects beside it. */
function PickedValue({ label, value, helperText }: { label: string; value: string; helperText?: string }) {
  return (
    <Box sx={{ minHeight: { md: 56 }, display: "flex", flexDirection: "column", justifyContent: "center" }}>
      <Typography>
        {label}: <strong>{value}</strong>
      </Typography>
      {helperText && (
        <Typography variant="caption" color="text.secondary">
          {helperText}
        </Typography>
      )}
    </Box>
  );
}

/** A native select whose first, unselectable option prompts for a choice. */
function NativeSelect({
  prompt,
  options,
  onChange,
  ...props
}: Pick<TextFieldProps, "label" | "value" | "disabled" | "helperText"> & {
  onChange: (value: string) => void;
  prompt: string;
  options: readonly string[];
}) {
  return (
    <TextField
      select
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...props}
    >
      <option value="" disabled>
        {prompt}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
