import { findCheckoutSession, type CheckoutSessionRow } from "../db/checkout-sessions.queries";
import { cardProblemMessage, checkCard, readCardForm, type CardForm, type CardProblem } from "../payments/card-form";
import { checkoutCompletedEvent } from "../payments/checkout-event";
import { billingUrl, paymentSuccessUrl } from "../payments/checkout-urls";
import { checkoutClosedPage, checkoutFormPage } from "../payments/checkout-page";
import { signPaymentEvent } from "../payments/webhook-signature";
import type { AppDeps } from "../app-deps";

/** What the local checkout page needs. */
export type LocalCheckoutDeps = Pick<AppDeps, "db" | "appUrl" | "webhookSecret"> & {
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
    const message = "This checkout link is not valid. Go back to billing and choose a pack again.";
    return { status: 404, html: checkoutClosedPage("Checkout not found", message, billingUrlOf(deps), styleNonce) };
  }
  if (session.status === "completed") {
    const message = `${session.product_name} is paid and its credits are on your organisation's account.`;
    return {
      status: 410,
      html: checkoutClosedPage("This checkout is already paid", message, billingUrlOf(deps), styleNonce),
    };
  }
  return session;
}

const isOutcome = (value: CheckoutSessionRow | CheckoutOutcome): value is CheckoutOutcome => !("id" in value);

/**
 * The page again after a refused card: a GET (so Back and reload do not post the form again) with the problem's
 * code and the fields that are no secret. The card number and CVC never go in an address.
 */
function retryUrl(sessionId: string, problem: CardProblem, form: CardForm): string {
  const query = new URLSearchParams({ error: problem, name: form.name, expiry: form.expiry });
  return `/api/v1/checkout/${encodeURIComponent(sessionId)}?${query}`;
}

/** What a retry address brings back: a known problem's message (never text from the address) and the kept fields. */
function readRetry(query: unknown): { error?: string; form: Partial<CardForm> } {
  const fields = (query && typeof query === "object" ? query : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string).trim().slice(0, 200) : "");
  return { error: cardProblemMessage(text("error")), form: { name: text("name"), expiry: text("expiry") } };
}

/**
 * The card form; after a refused card, with its message and the name and expiry typed before.
 * `styleNonce` is the reply's CSP nonce, for the page's inline styles.
 */
export async function showLocalCheckout(
  deps: LocalCheckoutDeps,
  sessionId: string,
  query: unknown,
  styleNonce: string,
): Promise<CheckoutOutcome> {
  const session = await openSession(deps, sessionId, styleNonce);
  return isOutcome(session)
    ? session
    : { status: 200, html: checkoutFormPage(session, billingUrlOf(deps), styleNonce, readRetry(query)) };
}

/** How long the page waits for POST /payments before showing the form again with an error. */
const EVENT_TIMEOUT_MS = 10_000;

/** Sends the paid event to POST /payments over HTTP, signed as Stripe signs it; whether it was taken in time. */
async function sendCompletedEvent(
  deps: LocalCheckoutDeps,
  session: CheckoutSessionRow,
  buyerName: string,
): Promise<boolean> {
  const payload = JSON.stringify(checkoutCompletedEvent(session, { name: buyerName }, deps.appUrl));
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

/** Takes the card form: the test card pays (the event credits the organisation), any other card is declined. */
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
  if (check.outcome !== "accepted") return { redirect: retryUrl(session.id, check.problem, form) };
  if (!(await sendCompletedEvent(deps, session, form.name))) {
    const error = "The payment could not be recorded just now. Please try again.";
    return { status: 502, html: checkoutFormPage(session, billingUrlOf(deps), styleNonce, { error, form }) };
  }
  return { redirect: paymentSuccessUrl(deps.appUrl, session.id) };
}
