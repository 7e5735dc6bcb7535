import { z } from "zod";

/** A credit pack. */
export const Product = z.object({ name: z.string(), price_cents: z.number().int().positive(), essay_quantity: z.number().int().positive() });
export type Product = z.infer<typeof Product>;

/** GET /products */
export const ProductListResponse = z.object({ data: z.array(Product) });
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** GET /payments query: the pack to buy, checked against /products. */
export const PaymentQuery = z.object({
  product_name: z.string().min(1).max(200),
  product_price_cents: z.coerce.number().int().positive(),
  product_essay_quantity: z.coerce.number().int().positive(),
});
export type PaymentQuery = z.infer<typeof PaymentQuery>;

/** GET /payments: the checkout address the browser goes to. */
export const PaymentResponse = z.object({ data: z.object({ uri: z.string() }) });
export type PaymentResponse = z.infer<typeof PaymentResponse>;
