import type { Purchase } from "@redpen/contract";
import type { PurchaseWithBuyer } from "../db/purchases.queries";

/** A purchase as its receipt shows it. */
export function presentPurchase(row: PurchaseWithBuyer): Purchase {
  return {
    id: row.id,
    data: {
      receipt_number: row.receipt_number,
      purchased_at: row.purchased_at,
      pack_name: row.pack_name,
      essay_quantity: row.essay_quantity,
      net_cents: row.net_cents,
      vat_rate_percent: row.vat_rate_basis_points / 100,
      vat_cents: row.vat_cents,
      total_cents: row.total_cents,
      currency: row.currency,
      buyer_email: row.buyer_email,
      buyer_name: row.buyer_name,
      school: { name: row.school_name, address: row.school_address, vat_number: row.school_vat_number },
      seller: { name: row.seller_name, address: row.seller_address, vat_number: row.seller_vat_number },
      provider_receipt_url: row.provider_receipt_url,
    },
  };
}
