/** Router state /payment-success hands to /billing, so that it can say the payment went through. */
export const PAYMENT_RECEIVED_STATE = { paymentReceived: true } as const;

/** Whether the page was opened by /payment-success. */
export function cameFromPayment(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>).paymentReceived === true;
}
