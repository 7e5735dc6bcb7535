import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import { Box, Button, Chip, CircularProgress, Paper, Typography } from "@mui/material";
import { formatEuros, formatVatRate, perEssayPrice, priceWithVat, type Product } from "@redpen/contract";
import { useId } from "react";
import { PackStars } from "./pack-stars";

interface CreditPackCardProps {
  product: Product;
  /** The VAT added to the pack's net price, in percent. */
  vatRatePercent: number;
  stars: number;
  /** The middle pack, drawn raised with a 'Most popular' badge. */
  highlighted: boolean;
  /** This pack's checkout is being opened. */
  buying: boolean;
  /** Any checkout is being opened: no second one meanwhile. */
  disabled: boolean;
  onBuy: (product: Product) => void;
}

// A column on wider screens; on a phone name and price share a row so that four packs stay short.
const layout = {
  display: "grid",
  alignContent: "start",
  columnGap: 2,
  rowGap: 0.75,
  gridTemplateColumns: { xs: "1fr auto", sm: "1fr" },
  gridTemplateRows: { sm: "auto auto auto auto auto auto 1fr" },
  gridTemplateAreas: {
    xs: `"stars stars" "name price" "quantity perEssay" "vat vat" "buy buy"`,
    sm: `"stars" "name" "quantity" "price" "vat" "perEssay" "buy"`,
  },
} as const;

/** The pack's price before VAT, large, then the VAT worked out and the total. */
function PackPrice({ product, vatRatePercent }: Pick<CreditPackCardProps, "product" | "vatRatePercent">) {
  const price = priceWithVat(product.price_cents, vatRatePercent);
  return (
    <>
      <Typography
        sx={{
          gridArea: "price",
          mt: { sm: 1 },
          fontSize: { xs: "1.4rem", sm: "1.6rem" },
          fontWeight: 600,
          lineHeight: 1.2,
          whiteSpace: "nowrap",
        }}
      >
        {`€${formatEuros(product.price_cents)}`}
        <Box component="span" sx={{ fontSize: "0.95rem", fontWeight: 400, color: "text.secondary" }}>
          {" + VAT"}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ gridArea: "vat" }}>
        {`VAT ${formatVatRate(vatRatePercent)} €${formatEuros(price.vatCents)}, total €${formatEuros(price.totalCents)}`}
      </Typography>
    </>
  );
}

/** One credit pack: its stars, name, price before VAT, the VAT and the total, price per essay and 'Buy'. */
export function CreditPackCard({
  product,
  vatRatePercent,
  stars,
  highlighted,
  buying,
  disabled,
  onBuy,
}: CreditPackCardProps) {
  const nameId = useId();
  const quantityLine = `${product.essay_quantity} essays`;
  const handleBuy = () => onBuy(product);
  return (
    <Paper
      component="li"
      aria-labelledby={nameId}
      variant={highlighted ? "elevation" : "outlined"}
      elevation={highlighted ? 6 : 0}
      sx={{
        ...layout,
        position: "relative",
        listStyle: "none",
        p: { xs: 2, sm: 2.5 },
        border: highlighted ? 2 : 1,
        borderColor: highlighted ? "primary.main" : "divider",
      }}
    >
      {highlighted && (
        <Chip
          label="Most popular"
          color="primary"
          size="small"
          sx={{ position: "absolute", top: -12, left: "50%", transform: "translateX(-50%)", fontWeight: 600 }}
        />
      )}
      <Box sx={{ gridArea: "stars" }}>
        <PackStars count={stars} />
      </Box>
      <Typography
        id={nameId}
        variant="h3"
        sx={{ gridArea: "name", alignSelf: "center", fontSize: "1.25rem", fontWeight: 600 }}
      >
        {product.name}
      </Typography>
      {product.name.trim() !== quantityLine && (
        <Typography variant="body2" color="text.secondary" sx={{ gridArea: "quantity" }}>
          {quantityLine}
        </Typography>
      )}
      <PackPrice product={product} vatRatePercent={vatRatePercent} />
      <Typography
        variant="body2"
        color={highlighted ? "primary.main" : "text.secondary"}
        sx={{ gridArea: "perEssay", textAlign: { xs: "right", sm: "left" }, fontWeight: highlighted ? 600 : 400 }}
      >
        {`€${perEssayPrice(product.price_cents, product.essay_quantity)} per essay`}
      </Typography>
      <Button
        variant={highlighted ? "contained" : "outlined"}
        fullWidth
        disabled={disabled}
        aria-busy={buying}
        onClick={handleBuy}
        startIcon={buying ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ShoppingCartOutlinedIcon />}
        sx={{ gridArea: "buy", alignSelf: "end", mt: { xs: 1, sm: 2 }, py: 1 }}
      >
        {buying ? "Opening…" : "Buy"}
      </Button>
    </Paper>
  );
}
