import { TextField, type TextFieldProps } from "@mui/material";
import type { CertificateOption } from "@redpen/contract";
import { useCertificates } from "../../lib/api/certificates";
import { CertificateSteps } from "./certificate-steps";

/** One native select of every option, with a first option for none. */
export interface OneSelectLayout extends Pick<TextFieldProps, "label" | "helperText" | "error" | "size" | "sx"> {
  kind: "one-select";
  /** The first option: what it says, and whether "no certificate" can be chosen or it only prompts for one. */
  none: { label: string; selectable: boolean };
  /** How an option reads in the list. */
  optionLabel: (option: CertificateOption) => string;
}

/** Three selects, certificate, level and format, with what the format asks of the student (CertificateSteps). */
export interface StepsLayout {
  kind: "steps";
}

interface CertificatePickerProps {
  /** The chosen option's id (GET /essays/certificates), or null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  layout: StepsLayout | OneSelectLayout;
  disabled?: boolean;
}

/**
 * The certificate picker of every page that picks one (a new essay, a class set, a class), keyed by
 * the option's id; its choices are GET /essays/certificates. Native selects, so phones show their own
 * picker. Disabled while the choices load.
 */
export function CertificatePicker({ value, onChange, layout, disabled = false }: CertificatePickerProps) {
  const certificates = useCertificates();
  const options = certificates.data?.data ?? [];
  const off = disabled || certificates.isPending;
  if (layout.kind === "steps")
    return <CertificateSteps options={options} value={value} onChange={onChange} disabled={off} />;
  const { none, optionLabel } = layout;
  return (
    <TextField
      select
      fullWidth
      label={layout.label}
      helperText={layout.helperText}
      error={layout.error}
      size={layout.size}
      sx={layout.sx}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value || null)}
      disabled={off}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled={!none.selectable}>
        {none.label}
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
