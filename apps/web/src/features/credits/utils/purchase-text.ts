import { formatEuros, teacherCalled, type Purchase } from "@redpen/contract";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** The day of a purchase as a teacher reads it: "29 November 2026". */
export function purchaseDate(purchasedAt: string): string {
  return DATE.format(new Date(purchasedAt));
}

/** An amount of a purchase in its currency: "€46.80" (Redpen sells in euros only). */
export function purchaseAmount(cents: number, currency: Purchase["data"]["currency"]): string {
  return currency === "EUR" ? `€${formatEuros(cents)}` : `${formatEuros(cents)} ${currency}`;
}

/** Who bought it: as they are called (their name, else their email), or a plain word once their account is gone. */
export function buyerText(purchase: Purchase): string {
  const { buyer_email: email, buyer_name: name } = purchase.data;
  return email ? teacherCalled({ name, email }) : "A former teacher";
}
