import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { followMailLink, openMail } from "./mailbox";
import type { RunningProduct } from "./product";
import { waitUntil } from "../test-support/wait-until";

export const TEACHER_PASSWORD = "correct horse battery";

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

/**
 * Signs a new teacher up through the real identity provider, confirms the email from the mailbox
 * and returns a page on the home page, signed in.
 */
export async function signUpTeacher(
  browser: Browser,
  product: RunningProduct,
  email: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${product.url}/signup?email=${encodeURIComponent(email)}`);
  await finishSignUp(page, product, email);
  return page;
}

/**
 * Signs up a teacher invited to a school through the sign-up link of their invitation mail (the
 * link is their consent: they join that school), and returns a page on the home page, signed in.
 */
export async function signUpThroughInvitation(
  browser: Browser,
  product: RunningProduct,
  email: string,
  invitation: { inviter: string; school: string },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await openMail(page, product, {
    to: email,
    subject: `${invitation.inviter} invited you to join ${invitation.school} on Redpen`,
  });
  await followMailLink(page, /\/signup\?email=/);
  await finishSignUp(page, product, email);
  return page;
}

/**
 * From the identity provider's sign-up form with the email filled in (by /signup?email=...):
 * sets the password, confirms the email from the mailbox, logs in (sign-up signs nobody in, so
 * that a taken address gets the same reply) and waits for the home page.
 */
export async function finishSignUp(page: Page, product: RunningProduct, email: string): Promise<void> {
  await page.getByLabel("Password").fill(TEACHER_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await waitForMail(product, { to: email, subject: CONFIRM_SUBJECT });
  await openMail(page, product, { to: email, subject: CONFIRM_SUBJECT });
  await followMailLink(page, /verify-email/);
  await page.getByRole("link", { name: "Continue to Redpen" }).click();
  await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
  await page.getByLabel("Password").fill(TEACHER_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${product.url}/`);
}

export const CONFIRM_SUBJECT = "Confirm your email address for Redpen";

/**
 * Waits until the mail folder holds a mail to `to` about `subject`: the identity provider answers
 * its forms first and mails just after (so that the reply's time tells nothing), and the mailbox
 * page only lists what is there when it opens.
 */
export async function waitForMail(
  product: RunningProduct,
  { to, subject }: { to: string; subject: string },
  timeoutMs = 10_000,
): Promise<void> {
  const dir = join(product.dataDir, "mail");
  const arrived = () =>
    existsSync(dir) &&
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .some((name) => {
        const mail = JSON.parse(readFileSync(join(dir, name), "utf8")) as { to: string; subject: string };
        return mail.to === to && mail.subject === subject;
      });
  await waitUntil(arrived, { timeoutMs, what: `a mail to ${to} about "${subject}"`, everyMs: 50 });
}
