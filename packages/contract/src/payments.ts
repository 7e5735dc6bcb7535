import { z } from "zod";
import { PlainText } from "./validation";
import { withFieldWords } from "./validation-sentences";

/** A credit pack. */
export const Product = z.object({
  /** The pack's name, shown on its card and sent back to buy it. */
  name: z.string().min(1),
  /** Price in euro cents, before VAT. */
  price_cents: z.number().int().positive(),
  /** Credits (essays) the pack gives. */
  essay_quantity: z.number().int().positive(),
});
export type Product = z.infer<typeof Product>;

/** GET /products: the packs and the VAT rate added to their prices. */
export const ProductListResponse = z.object({
  data: z.array(Product),
  /** The VAT rate in percent (20 for 20%), added to each price at checkout. */
  vat_rate_percent: z.number().min(0).max(100),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** Packs as the billing page shows them: by price, cheapest first (a sorted copy). */
export function sortProductsByPrice<T extends Pick<Product, "price_cents">>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => a.price_cents - b.price_cents);
}

/** Whether the pack at `index` of `count` sorted packs is the highlighted (middle) one. */
export function isHighlightedPack(index: number, count: number): boolean {
  return count > 0 && index === Math.floor((count - 1) / 2);
}

/** Stars on the pack at `index` of the sorted packs: one more per position. */
export function packStars(index: number): number {
  return index + 1;
}

/** GET /payments query: the pack to buy, checked by the api against /products. */
export const PaymentQuery = withFieldWords(
  z.object({
    /** The pack's name. */
    product_name: PlainText.min(1).max(200),
    /** Its price in cents, from the query string. */
    product_price_cents: z.coerce.number().int().positive(),
    /** Its credits, from the query string. */
    product_essay_quantity: z.coerce.number().int().positive(),
  }),
  {
    product_name: "the credit pack's name",
    product_price_cents: "the credit pack's price",
    product_essay_quantity: "the credit pack's number of credits",
  },
);
export type PaymentQuery = z.infer<typeof PaymentQuery>;

/** GET /payments: the checkout address the browser goes to. */
export const PaymentResponse = z.object({ data: z.object({ uri: z.string() }) });
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** POST /payments: the payment provider's event was taken (applied, or ignored as not about a paid checkout). */
export const PaymentEventResponse = z.object({ received: z.literal(true) });
export type PaymentEventResponse = z.infer<typeof PaymentEventResponse>;
