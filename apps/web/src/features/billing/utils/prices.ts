import type { Product } from "@redpen/contract";

/** Euro cents as the billing page shows them: '€12.50'. */
export function formatEuros(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}

/**
 * What one essay costs in the pack: '€0.78 per essay'. Rounded to whole cents first, so that a
 * half cent always rounds up rather than as its binary fraction happens to fall.
 */
export function perEssayPrice(product: Pick<Product, "price_cents" | "essay_quantity">): string {
  return `${formatEuros(Math.round(product.price_cents / product.essay_quantity))} per essay`;
}
