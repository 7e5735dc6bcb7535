/** The fields of the local checkout form, as typed. */
export interface CardForm {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The one card the local checkout accepts, like Stripe's test mode. */
export const TEST_CARD_NUMBER = "4242424242424242";

export type CardCheck = { outcome: "accepted" } | { outcome: "declined"; message: string } | { outcome: "invalid"; message: string };

/** The form's fields from a parsed form body; anything missing is an empty string. */
export function readCardForm(body: unknown): CardForm {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const text = (key: keyof CardForm) => (typeof fields[key] === "string" ? (fields[key] as string).trim().slice(0, 200) : "");
  return { card_number: text("card_number"), expiry: text("expiry"), cvc: text("cvc"), name: text("name") };
}

function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return "Enter the expiry date as MM/YY, e.g. 04/30.";
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "This card has expired: check the expiry date.";
  return undefined;
}

/** Whether the local checkout takes the card: the test card with a valid expiry, CVC and name. */
export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const digits = form.card_number.replace(/\s+/g, "");
  if (!/^\d{12,19}$/.test(digits)) return { outcome: "invalid", message: "Enter the card number: 12 to 19 digits." };
  const expiry = expiryProblem(form.expiry, now);
  if (expiry) return { outcome: "invalid", message: expiry };
  if (!/^\d{3,4}$/.test(form.cvc)) return { outcome: "invalid", message: "Enter the CVC: the 3 or 4 digits on the back of the card." };
  if (!form.name) return { outcome: "invalid", message: "Enter the name on the card." };
  if (digits !== TEST_CARD_NUMBER) return { outcome: "declined", message: "Your card was declined." };
  return { outcome: "accepted" };
}
