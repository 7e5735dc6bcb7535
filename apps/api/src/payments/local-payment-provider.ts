import { randomBytes } from "node:crypto";
import type { CheckoutOrder, OpenedCheckout, PaymentProvider } from "./payment-provider";

/** The address of the local checkout page of a session (served by the api, so outside the web app's routes). */
export const localCheckoutUri = (publicApiUrl: string, sessionId: string) =>
  `${publicApiUrl}/api/v1/checkout/${encodeURIComponent(sessionId)}`;

/** The embedded default: a checkout page of our own, reached without any outside service. */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local";

  constructor(private readonly publicApiUrl: string) {}

  async openCheckout(_order: CheckoutOrder): Promise<OpenedCheckout> {
    const sessionId = `cs_local_${randomBytes(16).toString("hex")}`;
    return { sessionId, uri: localCheckoutUri(this.publicApiUrl, sessionId) };
  }

  /** The local checkout takes no money, so there is no receipt but Redpen's own. */
  async receiptUrl(_sessionId: string): Promise<string | null> {
    return null;
  }
}
