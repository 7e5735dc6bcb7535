import { Box, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { formatReceiptNumber, formatVatRate, type Purchase, type ReceiptParty } from "@redpen/contract";
import { buyerText, purchaseAmount, purchaseDate } from "../utils/purchase-text";

/** The seller or the school: name, address as its lines, VAT number when given. */
function Party({ title, party }: { title: string; party: ReceiptParty }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1.8 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{party.name}</Typography>
      {party.address && (
        <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{party.address}</Typography>
      )}
      {party.vat_number && <Typography>{`VAT number: ${party.vat_number}`}</Typography>}
    </Box>
  );
}

/** The item as the receipt names it: the pack, and its credits when its name does not say them. */
function itemName({ pack_name, essay_quantity }: Purchase["data"]): string {
  const credits = `${essay_quantity} essays`;
  return `Redpen credits: ${pack_name}${pack_name.trim() === credits ? "" : ` (${credits})`}`;
}

/** One line of the sums below the item: its label and amount, the total in bold. */
function SumRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <TableRow sx={{ "& td": { borderBottom: 0, py: 0.5, fontWeight: strong ? 700 : 400 } }}>
      <TableCell colSpan={2} align="right">
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
        {amount}
      </TableCell>
    </TableRow>
  );
}

/**
 * The receipt itself, as printed: its number and date, the seller and the school (as they were
 * when it was paid), the pack bought, the price, the VAT worked out and the total paid.
 */
export function ReceiptSheet({ purchase }: { purchase: Purchase }) {
  const { data } = purchase;
  const money = (cents: number) => purchaseAmount(cents, data.currency);
  return (
    <Box component="article" aria-label="Receipt">
      <Box sx={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 2, mb: 3 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" } }}>
          Receipt
        </Typography>
        <Box sx={{ textAlign: { sm: "right" } }}>
          <Typography sx={{ fontWeight: 600 }}>{`Number ${formatReceiptNumber(data.receipt_number)}`}</Typography>
          <Typography>{`Date ${purchaseDate(data.purchased_at)}`}</Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          gap: 3,
          mb: 3,
          "@media print": { gridTemplateColumns: "1fr 1fr" },
        }}
      >
        <Party title="Sold by" party={data.seller} />
        <Party title="Sold to" party={data.school} />
      </Box>
      <Divider sx={{ mb: 1 }} />
      <Table size="small" aria-label="Items">
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 600 } }}>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell sx={{ overflowWrap: "anywhere" }}>{itemName(data)}</TableCell>
            <TableCell align="right">1</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
              {money(data.net_cents)}
            </TableCell>
          </TableRow>
          <SumRow label="Net" amount={money(data.net_cents)} />
          <SumRow label={`VAT ${formatVatRate(data.vat_rate_percent)}`} amount={money(data.vat_cents)} />
          <SumRow label="Total paid" amount={money(data.total_cents)} strong />
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, overflowWrap: "anywhere" }}>
        {`Bought by ${buyerText(purchase)} and paid by card on ${purchaseDate(data.purchased_at)}.`}
      </Typography>
    </Box>
  );
}
