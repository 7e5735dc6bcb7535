import Stripe from "stripe";
import { paymentProviderUnavailable } from "../errors";
import { billingUrl, paymentSuccessUrlTemplate } from "./checkout-urls";
import type { CheckoutOrder, OpenedCheckout, PaymentProvider } from "./payment-provider";

/** Options that point the Stripe client at another server speaking Stripe's protocol (tests). */
function clientOptionsFor(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Stripe Checkout: a hosted payment page; Stripe then sends checkout.session.completed to POST /payments. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly appUrl: string,
    apiBase?: string,
  ) {
    this.stripe = new Stripe(secretKey, clientOptionsFor(apiBase));
  }

  async openCheckout({ product, organisationId, userId }: CheckoutOrder): Promise<OpenedCheckout> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "eur", unit_amount: product.price_cents, product_data: { name: product.name } },
          },
        ],
        success_url: paymentSuccessUrlTemplate(this.appUrl),
        cancel_url: billingUrl(this.appUrl),
        client_reference_id: organisationId,
        metadata: {
          organisation_id: organisationId,
          user_id: userId,
          product_name: product.name,
          essay_quantity: String(product.essay_quantity),
        },
      });
    } catch {
      throw paymentProviderUnavailable();
    }
    if (!session.url) throw paymentProviderUnavailable();
    return { sessionId: session.id, uri: session.url };
  }
}
