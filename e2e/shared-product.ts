import { readFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { guardBrowser } from "./csp-guard";
import { watchBrowser } from "./page-watch";
import type { RunningProduct } from "./product";

/** What shared-product.setup.ts hands the browser files about the run's shared product. */
export interface SharedProductAddress {
  url: string;
  idpUrl: string;
  mailboxUrl: string;
  dataDir: string;
  /** The file its output goes to, as the files run in other processes than the one that started it. */
  outputFile: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedProduct: SharedProductAddress;
    /** Where the run's shared Chromium listens (playwright's browser server). */
    sharedChromium: string;
  }
}

/**
 * The product the run started once for the browser files that need no settings of their own
 * (shared-product.setup.ts). Each file signs up teachers of its own, so the files do not see each
 * other's schools; the run stops it, not a file.
 */
export function sharedProduct(): RunningProduct {
  const { outputFile, ...address } = inject("sharedProduct");
  return {
    ...address,
    databaseUrl: null,
    output: () => readFileSync(outputFile, "utf8"),
    stop: () => Promise.reject(new Error("the shared product stops when the run ends, not with a file")),
  };
}

/** A connection of this file's own to the run's shared Chromium; closing it closes the file's pages. */
export async function connectToSharedChromium(): Promise<Browser> {
  return watchBrowser(guardBrowser(await chromium.connect(inject("sharedChromium"))));
}
