import type { ApiConfig } from "../config";
import { LocalPaymentProvider } from "./local-payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { StripePaymentProvider } from "./stripe-payment-provider";

/** Stripe Checkout when its settings are given; the local checkout page otherwise. */
export function createPaymentProvider(config: ApiConfig): PaymentProvider {
  const { stripe } = config.payments;
  return stripe
    ? new StripePaymentProvider(stripe.secretKey, config.appUrl, stripe.apiBase)
    : new LocalPaymentProvider(config.publicApiUrl);
}
