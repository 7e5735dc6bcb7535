import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import { Box, Button, CircularProgress, GlobalStyles, Link, Paper, Stack } from "@mui/material";
import { formatReceiptNumber } from "@redpen/contract";
import { Link as RouterLink, useParams } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useMe } from "../../../lib/api/get-me";
import { usePurchase } from "../api/get-purchases";
import { ReceiptSheet } from "./receipt-sheet";

/** In print, the receipt alone: no app bar, no buttons, the margins of the essay printouts. */
const receiptPrintStyles = (
  <GlobalStyles
    styles={{
      "@media print": {
        "@page": { margin: "16mm 15mm" },
        "html, body": { background: "#fff !important" },
        ".MuiAppBar-root, .receipt-screen-only": { display: "none !important" },
        "main.MuiContainer-root": { padding: "0 !important", maxWidth: "none !important" },
      },
    }}
  />
);

/**
 * /billing/receipts/{id}: a purchase's receipt, to print or save as PDF ('Print'), with Stripe's
 * own receipt linked when the purchase was paid there. Any teacher of the school may open it.
 */
export function ReceiptPage() {
  const { id = "" } = useParams();
  const me = useMe();
  const schoolId = me.data?.data.relationships.organisation_ids_sorted[0];
  const purchase = usePurchase(schoolId, id);
  const receipt = purchase.data?.data;
  useDocumentTitle(receipt ? `Receipt ${formatReceiptNumber(receipt.data.receipt_number)}` : "Receipt");

  return (
    // The buttons above line up with the paper below, both as wide as a printed page at most.
    <Stack spacing={3} sx={{ maxWidth: 800, mx: "auto", "@media print": { maxWidth: "none" } }}>
      {receiptPrintStyles}
      <Box className="receipt-screen-only" sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <Button component={RouterLink} to={paths.credits.getHref()} startIcon={<ArrowBackIcon />}>
          Back to Credits
        </Button>
        <Box sx={{ flex: 1 }} />
        {receipt?.data.provider_receipt_url && (
          <Link href={receipt.data.provider_receipt_url} target="_blank" rel="noopener noreferrer">
            Stripe's receipt
            <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: "-0.15em" }} aria-hidden />
          </Link>
        )}
        {receipt && (
          <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Box>
      {(me.isPending || purchase.isLoading) && <CircularProgress aria-label="Loading" />}
      {Boolean(me.error ?? purchase.error) && <ErrorNotice error={me.error ?? purchase.error} />}
      {receipt && (
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2, sm: 5 },
            "@media print": { border: 0, p: 0 },
          }}
        >
          <ReceiptSheet purchase={receipt} />
        </Paper>
      )}
    </Stack>
  );
}
