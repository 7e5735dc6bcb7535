import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_OPTIONS, startProduct, type RunningProduct } from "./product";

/**
 * Once before the browser files (after compiled-server.setup.ts compiled the server): starts one
 * product and one Chromium for every file that needs no settings of its own, where each file
 * would spend some 7 s of processor time starting its own. The sign-in service limits mail
 * requests to 100 an hour from one address: the files sign up some 50 teachers between them.
 */
export default async function startSharedProduct(project: TestProject): Promise<() => Promise<void>> {
  const logDir = mkdtempSync(join(tmpdir(), "redpen-e2e-shared-"));
  const outputFile = join(logDir, "output.log");
  let product: RunningProduct | undefined;
  let server: BrowserServer | undefined;
  const stop = async () => {
    await server?.close();
    await product?.stop();
    rmSync(logDir, { recursive: true, force: true });
  };
  const started = await Promise.allSettled([
    startProduct(undefined, { outputFile }).then((running) => (product = running)),
    chromium.launchServer(CHROMIUM_OPTIONS).then((launched) => (server = launched)),
  ]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed || !product || !server) {
    await stop();
    throw failed?.reason ?? new Error("the shared product did not start");
  }
  const { url, idpUrl, mailboxUrl, dataDir } = product;
  project.provide("sharedProduct", { url, idpUrl, mailboxUrl, dataDir, outputFile });
  project.provide("sharedChromium", server.wsEndpoint());
  return stop;
}
