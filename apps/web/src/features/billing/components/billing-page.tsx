import { Typography } from "@mui/material";
import { ErrorNotice } from "../../../components/error-notice";
import { PageTitle } from "../../../components/page-title";
import { useMyBilling } from "../../../lib/api/get-billing";

/** /billing (packs and usage come with the billing issue). */
export function BillingPage() {
  const billing = useMyBilling();
  const remaining = billing.data?.data.organisation_essay_quantity_remaining;
  return (
    <>
      <PageTitle>Billing</PageTitle>
      {remaining !== undefined && <Typography>You have {remaining} credits left.</Typography>}
      {billing.error && <ErrorNotice error={billing.error} />}
    </>
  );
}
