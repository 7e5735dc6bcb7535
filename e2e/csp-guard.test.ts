import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoCspViolations, takeCspViolations } from "./csp-guard";
import { launchChromium } from "./product";

// A policy like the product's: inline code runs only with the reply's nonce.
const POLICY = "default-src 'self'; script-src 'self' 'nonce-good'; style-src 'self' 'nonce-good'; object-src 'none'";
const PAGES: Record<string, string> = {
  "/with-nonces": `<!doctype html><title>ok</title><style nonce="good">body{margin:0}</style><script nonce="good">document.title = "ran"</script><p>fine</p>`,
  "/without-nonces": `<!doctype html><title>bad</title><style>body{color:red}</style><script>document.title = "ran"</script><p style="color:blue">injected</p>`,
};

let server: Server;
let base: string;
let browser: Browser;
beforeAll(async () => {
  server = createServer((request, response) => {
    const page = PAGES[request.url ?? ""];
    response.writeHead(page ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
    });
    response.end(page ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("the CSP guard of every e2e browser", () => {
  it("stays silent on a page whose inline code carries the nonce", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/with-nonces`);
    expect(await page.title()).toBe("ran");
    expect(await takeCspViolations()).toEqual([]);
    await expectNoCspViolations();
  });

  it("reports an inline style, script and style attribute without the nonce, from the event and the console", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/without-nonces`);
    expect(await page.title()).toBe("bad");
    const violations = await takeCspViolations();
    const fromEvents = violations.filter((violation) => violation.via === "event");
    expect(fromEvents.map((violation) => violation.directive).sort()).toEqual([
      "script-src-elem",
      "style-src-attr",
      "style-src-elem",
    ]);
    expect(
      fromEvents.every((violation) => violation.page === `${base}/without-nonces` && violation.blocked === "inline"),
    ).toBe(true);
    expect(
      violations.some((violation) => violation.via === "console" && /inline script/.test(violation.directive)),
    ).toBe(true);
  });

  it("fails the test it happens in, naming the page and the directive", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/without-nonces`);
    // What the after-each check of every e2e test (csp-guard.setup.ts) does; it finds nothing left after this.
    await expect(expectNoCspViolations()).rejects.toThrow(
      new RegExp(`${base}/without-nonces: style-src-elem refused inline`),
    );
  });
});
