/** The fields of the local checkout form, as typed. */
export interface CardForm {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The one card the local checkout accepts, like Stripe's test mode. */
export const TEST_CARD_NUMBER = "4242424242424242";

/** Why a card was not taken, by a code, and what the page says. */
export const CARD_PROBLEMS = {
  invalid_card_number: "Enter the card number: 12 to 19 digits.",
  invalid_expiry: "Enter the expiry date as MM/YY, e.g. 04/30.",
  expired: "This card has expired: check the expiry date.",
  invalid_cvc: "Enter the CVC: the 3 or 4 digits on the back of the card.",
  missing_name: "Enter the name on the card.",
  declined: "Your card was declined.",
} as const;

export type CardProblem = keyof typeof CARD_PROBLEMS;

export type CardCheck = { outcome: "accepted" } | { outcome: "declined" | "invalid"; problem: CardProblem };

/** The form's fields from a parsed form body; anything missing is an empty string. */
export function readCardForm(body: unknown): CardForm {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const text = (key: keyof CardForm) =>
    typeof fields[key] === "string" ? (fields[key] as string).trim().slice(0, 200) : "";
  return { card_number: text("card_number"), expiry: text("expiry"), cvc: text("cvc"), name: text("name") };
}

function expiryProblem(expiry: string, now: Date): CardProblem | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return "invalid_expiry";
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "expired";
  return undefined;
}

/** Whether the local checkout takes the card: the test card with a valid expiry, CVC and name. */
export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const digits = form.card_number.replace(/\s+/g, "");
  if (!/^\d{12,19}$/.test(digits)) return { outcome: "invalid", problem: "invalid_card_number" };
  const expiry = expiryProblem(form.expiry, now);
  if (expiry) return { outcome: "invalid", problem: expiry };
  if (!/^\d{3,4}$/.test(form.cvc)) return { outcome: "invalid", problem: "invalid_cvc" };
  if (!form.name) return { outcome: "invalid", problem: "missing_name" };
  if (digits !== TEST_CARD_NUMBER) return { outcome: "declined", problem: "declined" };
  return { outcome: "accepted" };
}
