import { z } from "zod";
import { formatValidationIssues, PlainText } from "@redpen/contract";
import { invalidPaymentEvent } from "../errors";

/** The fields of a payment event that Redpen reads; Stripe sends many more, which are dropped. */
export const PaymentEvent = z.object({
  id: PlainText,
  type: PlainText,
  // Looked up in the database, which refuses a NUL: refused here first, as a 400 naming the field.
  data: z.object({ object: z.object({ id: PlainText, payment_status: PlainText.optional() }) }),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** The event read from a signed payload; 400 INVALID_EVENT naming what is missing when it is not shaped as Stripe's. */
export function readPaymentEvent(parsed: unknown): PaymentEvent {
  const result = PaymentEvent.safeParse(parsed);
  if (!result.success) {
    throw invalidPaymentEvent(
      `The payment event is not a Stripe event with an id, a type and data.object: ${formatValidationIssues(result.error.issues)}`,
    );
  }
  return result.data;
}
