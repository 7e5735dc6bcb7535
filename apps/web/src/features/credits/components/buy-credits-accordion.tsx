import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Accordion, AccordionDetails, AccordionSummary, Box, Skeleton, Typography } from "@mui/material";
import { isHighlightedPack, packStars, sortProductsByPrice, type Product } from "@redpen/contract";
import { useId, useRef } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useProducts } from "../api/get-products";
import { useStartPayment } from "../api/start-payment";
import { CreditPackCard } from "./credit-pack-card";

/** Four across on a wide screen, two on a tablet, stacked on a phone. */
const packGrid = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
  gap: { xs: 2.5, md: 2 },
  m: 0,
  p: 0,
  pt: 1.5,
} as const;

/**
 * 'Buy credits': the packs cheapest first, the middle one highlighted, each with its stars; 'Buy'
 * opens the checkout. Products and payment errors show in the card.
 */
export function BuyCreditsAccordion({
  expanded,
  onExpandedChange,
}: {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  // MUI names the packs' region after the summary only when both ids are given.
  const summaryId = useId();
  const detailsId = useId();
  const products = useProducts();
  const payment = useStartPayment();
  const packs = sortProductsByPrice(products.data?.data ?? []);
  // Still busy after success: the browser is on its way to the checkout.
  const busy = payment.isPending || payment.isSuccess;
  // Set at once, not on the next render as isPending is: a double click opens one checkout.
  const starting = useRef(false);
  const handleBuy = (product: Product) => {
    if (starting.current || busy) return;
    starting.current = true;
    payment.mutate(product, { onSettled: () => (starting.current = false) });
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => onExpandedChange(isExpanded)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: "h2" } }}
      sx={{ borderRadius: 1, "&::before": { display: "none" } }}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={detailsId}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
      >
        <Typography component="span" sx={{ fontSize: "1.15rem", fontWeight: 500 }}>
          Buy credits
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={detailsId} sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 0 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          One credit corrects one essay. Credits are shared by every teacher of your school.
        </Typography>
        {products.isPending && (
          <Box sx={packGrid}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" height={250} />
            ))}
          </Box>
        )}
        {products.error && <ErrorNotice error={products.error} />}
        {products.isSuccess && packs.length === 0 && (
          <Typography>No credit packs are on sale at the moment.</Typography>
        )}
        {packs.length > 0 && (
          <Box component="ul" aria-label="Credit packs" sx={packGrid}>
            {packs.map((product, index) => (
              <CreditPackCard
                key={product.name}
                product={product}
                vatRatePercent={products.data?.vat_rate_percent ?? 0}
                stars={packStars(index)}
                highlighted={isHighlightedPack(index, packs.length)}
                buying={busy && payment.variables?.name === product.name}
                disabled={busy}
                onBuy={handleBuy}
              />
            ))}
          </Box>
        )}
        {payment.error && <ErrorNotice error={payment.error} sx={{ mt: 2 }} />}
      </AccordionDetails>
    </Accordion>
  );
}
