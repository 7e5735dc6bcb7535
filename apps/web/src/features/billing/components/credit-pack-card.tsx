import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import { Box, Button, Chip, CircularProgress, Paper, Typography } from "@mui/material";
import type { Product } from "@redpen/contract";
import { useId } from "react";
import { formatEuros, perEssayPrice } from "../utils/prices";
import { PackStars } from "./pack-stars";

interface CreditPackCardProps {
  product: Product;
  stars: number;
  /** The middle pack, drawn raised with a 'Most popular' badge. */
  highlighted: boolean;
  /** This pack's checkout is being opened. */
  buying: boolean;
  /** Any checkout is being opened: no second one meanwhile. */
  disabled: boolean;
  onBuy: (product: Product) => void;
}

/** One credit pack: its stars, name, price before VAT, price per essay and 'Buy'. */
export function CreditPackCard({ product, stars, highlighted, buying, disabled, onBuy }: CreditPackCardProps) {
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
        position: "relative",
        listStyle: "none",
        display: "flex",
        flexDirection: "column",
        gap: 0.75,
        p: 2.5,
        pt: highlighted ? 3.5 : 2.5,
        border: highlighted ? 2 : 1,
        borderColor: highlighted ? "primary.main" : "divider",
      }}
    >
      {highlighted && <Chip label="Most popular" color="primary" size="small" sx={{ position: "absolute", top: -12, left: "50%", transform: "translateX(-50%)", fontWeight: 600 }} />}
      <PackStars count={stars} />
      <Typography id={nameId} variant="h3" sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
        {product.name}
      </Typography>
      {product.name.trim() !== quantityLine && (
        <Typography variant="body2" color="text.secondary">
          {quantityLine}
        </Typography>
      )}
      <Typography sx={{ mt: 1, fontSize: "1.6rem", fontWeight: 600, lineHeight: 1.2 }}>
        {formatEuros(product.price_cents)}
        <Box component="span" sx={{ fontSize: "0.95rem", fontWeight: 400, color: "text.secondary" }}>
          {" + VAT"}
        </Box>
      </Typography>
      <Typography variant="body2" color={highlighted ? "primary.main" : "text.secondary"} sx={{ fontWeight: highlighted ? 600 : 400 }}>
        {perEssayPrice(product)}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant={highlighted ? "contained" : "outlined"}
        fullWidth
        disabled={disabled}
        aria-busy={buying}
        onClick={handleBuy}
        startIcon={buying ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ShoppingCartOutlinedIcon />}
        sx={{ mt: 1.5, py: 1 }}
      >
        Buy
      </Button>
    </Paper>
  );
}
