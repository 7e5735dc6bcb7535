/**
 * `npm run screenshots`: starts the product as `npm start` does, walks through sign-up in headless
 * Chromium and saves each page at desktop and phone width under ./screenshots, to look at.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchChromium, startProduct } from "../e2e/product";

const out = join(import.meta.dirname, "..", "screenshots");
mkdirSync(out, { recursive: true });
const product = await startProduct();
const browser = await launchChromium();
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of Object.entries(widths)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(out, `${name}-${label}.png`), fullPage: true });
  }
}

try {
  const page = await browser.newPage();
  await page.goto(`${product.url}/signup?email=ana@school.test`);
  await page.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
  await shoot(page, "01-signup");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await shoot(page, "02-signup-error");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${product.url}/unverified-email`);
  await page.getByRole("button", { name: "Login again" }).waitFor();
  await shoot(page, "03-unverified-email");
  await page.goto(`${product.url}/mailbox`);
  await shoot(page, "04-mailbox");
  await page.getByRole("link", { name: /Confirm your email/ }).click();
  await shoot(page, "05-mail");
  await page.getByRole("link", { name: /verify-email/ }).click();
  await shoot(page, "06-verified");
  await page.getByRole("link", { name: "Continue to Redpen" }).click();
  await page.getByRole("heading", { name: "Student Essays" }).waitFor();
  await shoot(page, "07-home");
  for (const [path, name] of [["/billing", "08-billing"], ["/organisation", "09-organisation"], ["/essays", "10-essay-no-id"]] as const) {
    await page.goto(`${product.url}${path}`);
    await page.waitForLoadState("networkidle");
    await shoot(page, name);
  }
  const fresh = await browser.newPage();
  await fresh.goto(`${product.url}/login`);
  await fresh.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
  await shoot(fresh, "11-login");
  await fresh.goto(`${product.idpUrl}/forgot-password`);
  await shoot(fresh, "12-forgot-password");
  console.log(`Screenshots in ${out}`);
} finally {
  await browser.close();
  await product.stop();
}
