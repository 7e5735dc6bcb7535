import { TextField } from "@mui/material";
import { CertificateListResponse, type Certificate } from "@redpen/contract";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { certificateKey, certificateLabel, certificateOfKey } from "../utils/certificate-label";

/** The certificate a class usually practises: one of the catalogue's, or none. A native select, so phones show their own picker. */
export function ClassCertificateSelect(props: {
  value: Certificate | null;
  onChange: (certificate: Certificate | null) => void;
  disabled?: boolean;
}) {
  const client = useApiClient();
  const certificates = useQuery({
    queryKey: ["essays", "certificates"],
    queryFn: () => client.get("/essays/certificates", CertificateListResponse),
    staleTime: Infinity,
  });
  return (
    <TextField
      select
      label="Certificate (optional)"
      size="small"
      fullWidth
      value={props.value ? certificateKey(props.value) : ""}
      onChange={(event) => props.onChange(certificateOfKey(event.target.value))}
      disabled={props.disabled || certificates.isPending}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">No certificate</option>
      {(certificates.data?.data ?? []).map((option) => (
        <option key={certificateKey(option)} value={certificateKey(option)}>
          {certificateLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
