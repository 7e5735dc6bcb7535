import type { Page } from "playwright-core";
import type { RunningProduct } from "./product";

/**
 * Opens, in the product's local mailbox (the keyed address `npm start` prints, newest first), the
 * newest mail to `to` whose subject contains `subject`.
 */
export async function openMail(
  page: Page,
  product: RunningProduct,
  { to, subject }: { to: string; subject: string },
): Promise<void> {
  await page.goto(product.mailboxUrl);
  await page
    .getByRole("link")
    .filter({ hasText: subject })
    .filter({ hasText: new RegExp(`To ${escapeRegExp(to)}\\s`) })
    .first()
    .click();
  await page.getByRole("heading", { name: new RegExp(escapeRegExp(subject)), level: 1 }).waitFor();
}

/** Follows the open mail's link whose address matches (the mailbox shows each address as a link). */
export async function followMailLink(page: Page, address: RegExp): Promise<void> {
  await page.getByRole("link", { name: address }).first().click();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
