import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import {
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { formatVatRate, type Purchase } from "@redpen/contract";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { visuallyHidden } from "../../../components/visually-hidden";
import { paths } from "../../../config/paths";
import { usePurchases } from "../api/get-purchases";
import { buyerText, purchaseAmount, purchaseDate } from "../utils/purchase-text";
import { TeacherCalled } from "./breakable-email";

/**
 * 'Purchases': every pack the school bought, newest first, with its date, who bought it, its
 * price, VAT and total, and a link to its printable receipt. A table on a wide screen; on a
 * phone, one block per purchase.
 */
export function PurchasesCard({ schoolId }: { schoolId: string | undefined }) {
  const headingId = useId();
  const purchases = usePurchases(schoolId);
  const list = purchases.data?.data;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.15rem", mb: 0.5 }}>
        Purchases
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every credit pack your school has bought, each with a receipt to print.
      </Typography>
      {(schoolId === undefined || purchases.isLoading) && !purchases.error && (
        <Skeleton variant="rounded" height={72} />
      )}
      {purchases.error && <ErrorNotice error={purchases.error} />}
      {list?.length === 0 && <Typography>Your school has bought no credits yet.</Typography>}
      {list && list.length > 0 && <PurchaseList purchases={list} />}
    </Paper>
  );
}

function ReceiptLink({ purchase }: { purchase: Purchase }) {
  return (
    <Button
      component={RouterLink}
      to={paths.receipt.getHref(purchase.id)}
      size="small"
      startIcon={<ReceiptLongOutlinedIcon />}
      aria-label={`Receipt of ${purchase.data.pack_name}, ${purchaseDate(purchase.data.purchased_at)}`}
      sx={{ whiteSpace: "nowrap" }}
    >
      Receipt
    </Button>
  );
}

function PurchaseList({ purchases }: { purchases: Purchase[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));
  return phone ? <PurchaseBlocks purchases={purchases} /> : <PurchaseTable purchases={purchases} />;
}

const amountCell = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

function PurchaseTable({ purchases }: { purchases: Purchase[] }) {
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflowX: "auto" }}>
      <Table size="small" aria-label="Purchases">
        <TableHead>
          <TableRow sx={{ bgcolor: "grey.50", "& th": { fontWeight: 600, whiteSpace: "nowrap" } }}>
            <TableCell>Date</TableCell>
            <TableCell>Pack</TableCell>
            <TableCell>Bought by</TableCell>
            <TableCell align="right">Net</TableCell>
            <TableCell align="right">VAT</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Receipt
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((purchase) => {
            const { data } = purchase;
            return (
              <TableRow key={purchase.id} sx={{ "&:last-child td": { borderBottom: 0 } }}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{purchaseDate(data.purchased_at)}</TableCell>
                <TableCell>{data.pack_name}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>
                  {data.buyer_email ? (
                    <TeacherCalled teacher={{ name: data.buyer_name, email: data.buyer_email }} />
                  ) : (
                    buyerText(purchase)
                  )}
                </TableCell>
                <TableCell align="right" sx={amountCell}>
                  {purchaseAmount(data.net_cents, data.currency)}
                </TableCell>
                <TableCell align="right" sx={amountCell}>
                  {`${purchaseAmount(data.vat_cents, data.currency)} (${formatVatRate(data.vat_rate_percent)})`}
                </TableCell>
                <TableCell align="right" sx={{ ...amountCell, fontWeight: 600 }}>
                  {purchaseAmount(data.total_cents, data.currency)}
                </TableCell>
                <TableCell align="right">
                  <ReceiptLink purchase={purchase} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function PurchaseBlocks({ purchases }: { purchases: Purchase[] }) {
  return (
    <Box component="ul" aria-label="Purchases" sx={{ m: 0, p: 0, listStyle: "none" }}>
      {purchases.map((purchase) => {
        const { data } = purchase;
        return (
          <Box
            component="li"
            key={purchase.id}
            sx={{ py: 1.5, borderTop: 1, borderColor: "divider", "&:first-of-type": { borderTop: 0, pt: 0 } }}
          >
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{data.pack_name}</Typography>
              <Typography sx={{ ...amountCell, fontWeight: 600 }}>
                {purchaseAmount(data.total_cents, data.currency)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {purchaseDate(data.purchased_at)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {"Bought by "}
              {data.buyer_email ? (
                <TeacherCalled teacher={{ name: data.buyer_name, email: data.buyer_email }} />
              ) : (
                buyerText(purchase)
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
              {`Net ${purchaseAmount(data.net_cents, data.currency)} + VAT ${formatVatRate(data.vat_rate_percent)} ${purchaseAmount(data.vat_cents, data.currency)}`}
            </Typography>
            <Box sx={{ mt: 0.5, ml: -0.5 }}>
              <ReceiptLink purchase={purchase} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
