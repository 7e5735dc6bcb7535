import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startProduct, type RunningProduct } from "./product";
import { TEACHER_PASSWORD } from "./teacher";

let browser: Browser;
let product: RunningProduct | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe("the product", () => {
  it("stops cleanly on Ctrl-C and keeps the accounts for the next start", async () => {
    product = await startProduct(undefined, { start: "npm start" });
    const { dataDir } = product;
    const port = Number(new URL(product.url).port);
    const idpPort = Number(new URL(product.idpUrl).port);
    const page = await browser.newPage();
    await page.goto(`${product.url}/signup?email=kept@school.test`);
    await page.getByLabel("Password").fill(TEACHER_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();

    expect(await product.stop({ removeData: false }), product.output()).toBe(true);
    expect(product.output()).toContain("Stopping Redpen");
    expect(product.output()).not.toMatch(/Error|ERR_/);

    product = await startProduct({ port, idpPort, dataDir }, { start: "npm start" });
    const again = await browser.newPage();
    await again.goto(`${product.url}/login?email=kept@school.test`);
    await again.getByLabel("Password").fill(TEACHER_PASSWORD);
    await again.getByRole("button", { name: "Log in" }).click();
    await again.waitForURL(`${product.url}/unverified-email`);
    await product.stop();
    product = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
});
