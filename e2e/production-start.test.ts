import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { launchChromium, startProduct, type RunningProduct } from "./product";
import { signUpTeacher } from "./teacher";

const ROOT = join(import.meta.dirname, "..");
const BUNDLES = ["redpen.mjs", "worker.mjs", "engine-worker-bootstrap.mjs"].map((name) =>
  join(ROOT, "dist/server", name),
);

let browser: Browser;
let product: RunningProduct | undefined;
beforeAll(async () => {
  // `npm test` has built the web app, and compiled-server.setup.ts the server.
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe("the compiled production start", () => {
  it("is plain JavaScript, with no TypeScript loader", () => {
    for (const bundle of BUNDLES) expect(readFileSync(bundle, "utf8")).not.toMatch(/from ["']tsx|\.ts["']\)/);
  });

  it(
    "runs the whole product: sign-up through the embedded provider, and an essay corrected in the compiled engine thread",
    { timeout: 300_000 },
    async () => {
      product = await startProduct(undefined, { start: "compiled" });
      const page = await signUpTeacher(browser, product, "compiled@school.test");
      await correctTextEssay(page, product, { text: TEXT_ESSAY });
      const ready = await fetch(`${product.url}/api/v1/health/ready`);
      expect(ready.status).toBe(200);
      expect(await product.stop()).toBe(true);
      product = undefined;
    },
  );

  it("refuses to start in production without the settings the web app needs, naming them", () => {
    const run = spawnSync("node", [BUNDLES[0]!], {
      cwd: ROOT,
      env: { ...process.env, ENVIRONMENT: "production", APP_URL: "", OIDC_ISSUER: "", IDP_ISSUER: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Redpen cannot start: In production a setting is missing: identity provider domain");
  });
});
