import { findCheckoutSession, type CheckoutSessionRow } from "../../db/checkout-sessions.queries";
import { CARD_PROBLEMS, checkCard, readCardForm } from "../../payments/card-form";
import { checkoutCompletedEvent } from "../../payments/checkout-event";
import { billingUrl, paymentSuccessUrl } from "../../payments/checkout-urls";
import { checkoutClosedPage, checkoutFormPage } from "../../payments/checkout-page";
import { signPaymentEvent } from "../../payments/webhook-signature";
import type { AppDeps } from "../../app-deps";

/** What the local checkout page needs. */
export type LocalCheckoutDeps = Pick<AppDeps, "db" | "appUrl" | "webhookSecret" | "vatRatePercent"> & {
  /** The address of this api's POST /payments, where the page sends its signed events like Stripe does. */
  paymentsEndpoint(): string;
};

/** An HTML page with its status, or where to send the browser. */
export type CheckoutOutcome = { status: number; html: string } | { redirect: string };

const billingUrlOf = (deps: LocalCheckoutDeps) => billingUrl(deps.appUrl);

/** The session when it can still be paid here, else the page that says why not. */
async function openSession(
  deps: LocalCheckoutDeps,
  sessionId: string,
  styleNonce: string,
): Promise<CheckoutSessionRow | CheckoutOutcome> {
  const session = await findCheckoutSession(deps.db, sessionId);
  if (!session || session.provider !== "local") {
    const message = "This checkout link is not valid. Go back to Credits and choose a pack again.";
    return { status: 404, html: checkoutClosedPage("Checkout not found", message, billingUrlOf(deps), styleNonce) };
  }
  if (session.status === "completed") {
    const message = `${session.product_name} is paid and its credits are on your school's account.`;
    return {
      status: 410,
      html: checkoutClosedPage("This checkout is already paid", message, billingUrlOf(deps), styleNonce),
    };
  }
  return session;
}

const isOutcome = (value: CheckoutSessionRow | CheckoutOutcome): value is CheckoutOutcome => !("id" in value);

/** The card form, empty. `styleNonce` is the reply's CSP nonce, for the page's inline styles. */
export async function showLocalCheckout(
  deps: LocalCheckoutDeps,
  sessionId: string,
  styleNonce: string,
): Promise<CheckoutOutcome> {
  const session = await openSession(deps, sessionId, styleNonce);
  return isOutcome(session)
    ? session
    : { status: 200, html: checkoutFormPage(session, deps.vatRatePercent, billingUrlOf(deps), styleNonce) };
}

/** How long the page waits for POST /payments before showing the form again with an error. */
const EVENT_TIMEOUT_MS = 10_000;

/** Sends the paid event to POST /payments over HTTP, signed as Stripe signs it; whether it was taken in time. */
async function sendCompletedEvent(
  deps: LocalCheckoutDeps,
  session: CheckoutSessionRow,
  buyerName: string,
): Promise<boolean> {
  const payload = JSON.stringify(
    checkoutCompletedEvent(session, { name: buyerName }, deps.appUrl, deps.vatRatePercent),
  );
  try {
    const response = await fetch(deps.paymentsEndpoint(), {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signPaymentEvent(payload, deps.webhookSecret),
      },
      body: payload,
      signal: AbortSignal.timeout(EVENT_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Takes the card form: the test card pays (the event credits the organisation), any other card is
 * declined. A refused card gets the form again in this reply (402 declined, 400 invalid), with the
 * problem and the name and expiry kept in its fields: never in an address, where the browser's
 * history, the logs and a Referer would keep the card holder's details. The card number and CVC
 * are never shown again.
 */
export async function payLocalCheckout(
  deps: LocalCheckoutDeps,
  sessionId: string,
  body: unknown,
  styleNonce: string,
): Promise<CheckoutOutcome> {
  const session = await openSession(deps, sessionId, styleNonce);
  if (isOutcome(session)) return session;
  const form = readCardForm(body);
  const check = checkCard(form);
  if (check.outcome !== "accepted") {
    const shown = { error: CARD_PROBLEMS[check.problem], form: { name: form.name, expiry: form.expiry } };
    const status = check.outcome === "declined" ? 402 : 400;
    return { status, html: checkoutFormPage(session, deps.vatRatePercent, billingUrlOf(deps), styleNonce, shown) };
  }
  if (!(await sendCompletedEvent(deps, session, form.name))) {
    const error = "The payment could not be recorded just now. Please try again.";
    return {
      status: 502,
      html: checkoutFormPage(session, deps.vatRatePercent, billingUrlOf(deps), styleNonce, { error, form }),
    };
  }
  return { redirect: paymentSuccessUrl(deps.appUrl, session.id) };
}
