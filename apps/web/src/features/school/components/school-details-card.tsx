import { Alert, Box, Button, CircularProgress, Skeleton, TextField, Typography } from "@mui/material";
import { SCHOOL_ADDRESS_MAX_CHARS, SchoolAddress, VAT_NUMBER_MAX_CHARS, VatNumber } from "@redpen/contract";
import { useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useSchool } from "../api/get-school";
import { useSetSchoolDetails, type SchoolDetails } from "../api/set-school-details";
import { SchoolCard } from "./school-card";

const DESCRIPTION = "Printed on the receipts of the credits your school buys.";

/** 'Address and VAT number': an owner edits them; other teachers read them. */
export function SchoolDetailsCard({ schoolId, iAmOwner }: { schoolId: string; iAmOwner: boolean }) {
  const school = useSchool(schoolId);
  const data = school.data?.data;
  return (
    <SchoolCard title="Address and VAT number" description={DESCRIPTION}>
      {school.error && <ErrorNotice error={school.error} />}
      {!data && !school.error && <Skeleton variant="rounded" height={96} />}
      {data &&
        (iAmOwner ? (
          <DetailsForm initial={{ address: data.address, vat_number: data.vat_number }} schoolId={schoolId} />
        ) : (
          <DetailsText details={data} />
        ))}
    </SchoolCard>
  );
}

function DetailsText({ details }: { details: SchoolDetails }) {
  if (!details.address && !details.vat_number)
    return <Typography color="text.secondary">None given yet. An owner of the school can add them.</Typography>;
  return (
    <Box>
      {details.address && <Typography sx={{ whiteSpace: "pre-line" }}>{details.address}</Typography>}
      {details.vat_number && <Typography>{`VAT number: ${details.vat_number}`}</Typography>}
    </Box>
  );
}

/** The first problem the contract's rule finds in a field, as typed. */
function problemOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

function DetailsForm({ initial, schoolId }: { initial: SchoolDetails; schoolId: string }) {
  const save = useSetSchoolDetails(schoolId);
  const [address, setAddress] = useState(initial.address ?? "");
  const [vatNumber, setVatNumber] = useState(initial.vat_number ?? "");
  const addressCheck = SchoolAddress.safeParse(address);
  const vatCheck = VatNumber.safeParse(vatNumber);
  const addressProblem = problemOf(addressCheck);
  const vatProblem = problemOf(vatCheck);
  const valid = addressCheck.success && vatCheck.success;
  const unchanged =
    valid && addressCheck.data === (initial.address ?? "") && vatCheck.data === (initial.vat_number ?? "");

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || unchanged || save.isPending) return;
    save.mutate({ address: addressCheck.data || null, vat_number: vatCheck.data || null });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="The school's address and VAT number">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "3fr 2fr" }, alignItems: "start" }}>
        <TextField
          label="Address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(addressProblem)}
          helperText={addressProblem ?? `Optional, up to ${SCHOOL_ADDRESS_MAX_CHARS} characters.`}
          multiline
          minRows={3}
          autoComplete="street-address"
        />
        <TextField
          label="VAT number"
          value={vatNumber}
          onChange={(event) => setVatNumber(event.target.value)}
          error={Boolean(vatProblem)}
          helperText={vatProblem ?? `Optional, up to ${VAT_NUMBER_MAX_CHARS} characters.`}
          autoComplete="off"
        />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 2, flexWrap: "wrap" }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || unchanged || save.isPending}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Save
        </Button>
        {save.isSuccess && unchanged && <Alert severity="success">Saved. New receipts will show them.</Alert>}
      </Box>
      {save.error && <ErrorNotice error={save.error} sx={{ mt: 1.5 }} />}
    </Box>
  );
}
