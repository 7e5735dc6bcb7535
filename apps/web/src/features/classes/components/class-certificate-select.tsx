import { CertificatePicker } from "../../../components/certificate-picker/certificate-picker";
import { certificateLabel } from "../utils/certificate-label";

/** The certificate a class usually practises, by its option id: one of the catalogue's, or none. */
export function ClassCertificateSelect(props: {
  value: string | null;
  onChange: (certificateId: string | null) => void;
  disabled?: boolean;
}) {
  return (
    <CertificatePicker
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      layout={{
        kind: "one-select",
        label: "Certificate (optional)",
        size: "small",
        none: { label: "No certificate", selectable: true },
        optionLabel: certificateLabel,
      }}
    />
  );
}
