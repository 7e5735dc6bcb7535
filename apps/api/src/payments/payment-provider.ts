import type { Product } from "@redpen/contract";
import type { PaymentProviderName } from "../db/schema";

/** What a checkout is for: the pack, what it costs with VAT, and who buys it for which organisation. */
export interface CheckoutOrder {
  product: Product;
  /** The pack's net price plus its VAT, in euro cents: what is charged. */
  totalCents: number;
  organisationId: string;
  userId: string;
}

/** A checkout session opened at the provider, and the page the buyer's browser goes to. */
export interface OpenedCheckout {
  sessionId: string;
  uri: string;
}

/** Where teachers pay: the local test checkout or Stripe Checkout. Both send Stripe-signed events to POST /payments. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  openCheckout(order: CheckoutOrder): Promise<OpenedCheckout>;
  /** The provider's own receipt or invoice page of a paid checkout; null when it has none or cannot be reached. */
  receiptUrl(sessionId: string): Promise<string | null>;
}
