import type { Browser, Page } from "playwright-core";
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
  await page.getByLabel("Password").fill(TEACHER_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${product.url}/unverified-email`);
  await page.goto(`${product.url}/mailbox`);
  await page.getByRole("link", { name: new RegExp(`Confirm your email address for Redpen.*${escapeRegExp(email)}|${escapeRegExp(email)}.*Confirm your email address for Redpen`) }).first().click();
  await page.getByRole("link", { name: /verify-email/ }).click();
  await page.getByRole("link", { name: "Continue to Redpen" }).click();
  await page.waitForURL(`${product.url}/`);
  return page;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
