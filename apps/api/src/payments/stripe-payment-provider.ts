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

  async openCheckout({ product, totalCents, organisationId, userId }: CheckoutOrder): Promise<OpenedCheckout> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "eur", unit_amount: totalCents, product_data: { name: product.name } },
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

  /**
   * Stripe's page for a paid Checkout Session: the hosted invoice when the session made one, else
   * the receipt of its charge. A failure is no reason to lose the purchase: there is then no link.
   */
  async receiptUrl(sessionId: string): Promise<string | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["invoice", "payment_intent.latest_charge"],
      });
      const invoice = session.invoice;
      if (invoice && typeof invoice !== "string" && invoice.hosted_invoice_url) return invoice.hosted_invoice_url;
      const intent = session.payment_intent;
      const charge = intent && typeof intent !== "string" ? intent.latest_charge : null;
      return charge && typeof charge !== "string" ? (charge.receipt_url ?? null) : null;
    } catch {
      return null;
    }
  }
}
