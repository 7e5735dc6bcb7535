import Stripe from "stripe";
import { invalidPaymentEvent, invalidSignature } from "../errors";

/** How old a signed event may be, as Stripe's own libraries default to. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `Stripe-Signature` header of a payload: `t=<unix time>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signPaymentEvent(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * The parsed JSON of a signed payload, not yet checked to be an event (readPaymentEvent does);
 * 400 INVALID_SIGNATURE when the signature is missing, wrong or too old.
 */
export function verifyPaymentEvent(payload: Buffer | string, header: string | undefined, secret: string): unknown {
  if (!header) throw invalidSignature("The payment event has no Stripe-Signature header.");
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw invalidSignature("The payment event's signature does not match, or it is too old.");
    }
    // constructEvent also parses the payload: a signed body that is not JSON.
    throw invalidPaymentEvent("The payment event is not valid JSON.");
  }
}
