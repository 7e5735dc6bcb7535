import { Alert, Box, Skeleton, Stack, Typography } from "@mui/material";
import { BILLING_ACCORDION_OPEN_BELOW, formatError, pageErrorMessage } from "@redpen/contract";
import { useState } from "react";
import { CreditAlert } from "../../../components/credit-alert";
import { useMyCredits } from "../../../lib/api/get-my-credits";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useMe } from "../../../lib/api/get-me";
import { usePaymentReceived } from "../hooks/use-payment-received";
import { BuyCreditsAccordion } from "./buy-credits-accordion";
import { ContactLine } from "./contact-line";
import { PurchasesCard } from "./purchases-card";
import { UsageCard } from "./usage-card";

/** How often the credits are read again while a payment's confirmation may still be on its way. */
const PAYMENT_WATCH_INTERVAL_MS = 3_000;

/**
 * /billing, the Credits page: the credit notice, 'Buy credits' (open below 10 credits, until the teacher toggles it),
 * the school's purchases with their receipts, its usage and the contact for bigger orders.
 */
export function CreditsPage() {
  useDocumentTitle("Credits");
  const payment = usePaymentReceived();
  const credits = useMyCredits(true, { refetchInterval: payment.watching ? PAYMENT_WATCH_INTERVAL_MS : false });
  const me = useMe();
  const [expandedChoice, setExpandedChoice] = useState<boolean | null>(null);

  const remaining = credits.data?.data.organisation_essay_quantity_remaining;
  // Without a credit count (an error), the packs are open: buying is the way out.
  const expanded =
    expandedChoice ?? (remaining !== undefined ? remaining < BILLING_ACCORDION_OPEN_BELOW : credits.isError);
  const schoolId = me.data ? (me.data.data.relationships.organisation_ids_sorted[0] ?? null) : undefined;
  // A teacher of no school cannot buy (the api refuses) and has no usage: only the notice says why.
  const noSchool = schoolId === null;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" component="h1">
          Credits
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Buy credits for your school, print the receipts and see how many essays each teacher has corrected.
        </Typography>
      </Box>
      {payment.received && (
        <Alert severity="success" onClose={payment.dismiss}>
          Payment received: your credits are added.
        </Alert>
      )}
      {credits.error ? (
        <Alert severity="error">{pageErrorMessage(formatError(credits.error))}</Alert>
      ) : noSchool || remaining !== undefined ? (
        // The notice's 'Buy more' leads to this very page: the packs are right below it instead.
        <CreditAlert
          remaining={remaining ?? 0}
          lastPack={credits.data?.data.last_pack_essay_quantity}
          noSchool={noSchool}
          alwaysShow
          showBuyMore={false}
        />
      ) : (
        <Skeleton variant="rounded" height={52} />
      )}
      {!noSchool && (
        <>
          <BuyCreditsAccordion expanded={expanded} onExpandedChange={setExpandedChoice} />
          <PurchasesCard schoolId={schoolId ?? undefined} />
          <UsageCard schoolId={schoolId ?? undefined} loadError={me.error} />
        </>
      )}
      <ContactLine />
    </Stack>
  );
}
