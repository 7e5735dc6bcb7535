import type { Browser, Page } from "playwright-core";
import { followMailLink, openMail } from "./mailbox";
import type { RunningProduct } from "./product";

export const TEACHER_PASSWORD = "correct horse battery";

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

/**
 * Signs a new teacher up through the real identity provider, confirms the email from the mailbox
 * and returns a page on the home page, signed in.
 */
export async function signUpTeacher(browser: Browser, product: RunningProduct, email: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${product.url}/signup?email=${encodeURIComponent(email)}`);
  await finishSignUp(page, product, email);
  return page;
}

/**
 * From the identity provider's sign-up form with the email filled in (by /signup?email=...):
 * sets the password, confirms the email from the mailbox and waits for the home page.
 */
export async function finishSignUp(page: Page, product: RunningProduct, email: string): Promise<void> {
  await page.getByLabel("Password").fill(TEACHER_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${product.url}/unverified-email`);
  await openMail(page, product, { to: email, subject: "Confirm your email address for Redpen" });
  await followMailLink(page, /verify-email/);
  await page.getByRole("link", { name: "Continue to Redpen" }).click();
  await page.waitForURL(`${product.url}/`);
}
