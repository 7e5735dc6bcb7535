import { z } from "zod";
import { OrganisationIdParams } from "./organisations";

/** Path parameters of /organisations/{organisation_id}/purchases/{purchase_id}. */
export const PurchaseParams = OrganisationIdParams.extend({ purchase_id: z.uuid() });
export type PurchaseParams = z.infer<typeof PurchaseParams>;

/** A party of a receipt: the seller (from the settings) or the school, as they were at the purchase. */
export const ReceiptParty = z.object({
  name: z.string(),
  /** Postal address, lines apart; null when none was given. */
  address: z.string().nullable(),
  vat_number: z.string().nullable(),
});
export type ReceiptParty = z.infer<typeof ReceiptParty>;

/** One purchase of a credit pack, with everything its receipt shows, kept as it was when it was paid. */
export const Purchase = z.object({
  id: z.string(),
  data: z.object({
    /** The receipt's number, counting every purchase of this Redpen from 1. */
    receipt_number: z.number().int().positive(),
    /** When it was paid, an ISO 8601 date-time. */
    purchased_at: z.string(),
    pack_name: z.string(),
    essay_quantity: z.number().int().positive(),
    /** Amounts in cents of `currency`: the pack's price, the VAT on it at `vat_rate_percent`, their sum. */
    net_cents: z.number().int().nonnegative(),
    vat_rate_percent: z.number().min(0).max(100),
    vat_cents: z.number().int().nonnegative(),
    total_cents: z.number().int().nonnegative(),
    /** ISO 4217 code in capitals, e.g. "EUR". */
    currency: z.string(),
    /** The email of the teacher who bought it; null once they have no account here any more. */
    buyer_email: z.string().nullable(),
    /** Their name, or null (then they are called by their email: teacherCalled). */
    buyer_name: z.string().nullable(),
    school: ReceiptParty,
    seller: ReceiptParty,
    /** The payment provider's own receipt or invoice (Stripe's), or null (the local checkout has none). */
    provider_receipt_url: z.string().nullable(),
  }),
});
export type Purchase = z.infer<typeof Purchase>;

/** GET /organisations/{organisation_id}/purchases: the school's purchases, newest first. */
export const PurchaseListResponse = z.object({ data: z.array(Purchase) });
export type PurchaseListResponse = z.infer<typeof PurchaseListResponse>;

/** GET /organisations/{organisation_id}/purchases/{purchase_id}: one purchase, for its receipt. */
export const PurchaseResponse = z.object({ data: Purchase });
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

/** How a receipt's number is printed: R- and six digits at least, e.g. R-000042. */
export function formatReceiptNumber(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(6, "0")}`;
}
