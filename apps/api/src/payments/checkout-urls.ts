/** The web's billing page, where a checkout is cancelled back to. */
export const billingUrl = (appUrl: string) => `${appUrl}/billing`;

/** The web's page after a paid checkout, for one session. */
export const paymentSuccessUrl = (appUrl: string, sessionId: string) =>
  `${appUrl}/payment-success?session_id=${encodeURIComponent(sessionId)}`;

/** The same page as Stripe takes it: Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}. */
export const paymentSuccessUrlTemplate = (appUrl: string) =>
  `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
