import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type LaunchOptions } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { freePort } from "../test-support/free-port";
import { guardBrowser } from "./csp-guard";
import { describeOpenPages, watchBrowser } from "./page-watch";
import { connectToSharedChromium, sharedProduct } from "./shared-product";

const ROOT = join(import.meta.dirname, "..");

export interface RunningProduct {
  url: string;
  idpUrl: string;
  /** The operator's mailbox address with its key, as `npm start` prints it. */
  mailboxUrl: string;
  dataDir: string;
  /** The PostgreSQL database it runs on (DATABASE_URL); null on its own SQLite file in dataDir. */
  databaseUrl: string | null;
  output: () => string;
  /**
   * Sends Ctrl-C (SIGINT) to the process group as a terminal does; resolves true when everything
   * ended on its own within 10 s (false when it had to be killed). Keeps the data folder if asked.
   */
  stop(options?: { removeData?: boolean }): Promise<boolean>;
}

const STOP_GRACE_MS = 30_000;
/** How much of the product's output a failed test prints (its end). */
const PRODUCT_OUTPUT_SHOWN = 4000;

/** Settings for the product besides the ports and data folder, made once its ports are known. */
export type ProductSettings = (ports: { port: number; idpPort: number }) => Record<string, string>;

/**
 * How a product is started: "compiled" as `npm run start:production` runs the build that
 * compiled-server.setup.ts made before the tests (the same code, started in a third of the
 * processor time), or exactly as `npm start` does, for the tests of `npm start` itself.
 */
export type StartCommand = "compiled" | "npm start";

/** How startProduct starts it; `outputFile` also receives its output, for other processes to read. */
interface StartOptions {
  start?: StartCommand;
  env?: ProductSettings;
  outputFile?: string;
}

/**
 * Starts the product (compiled unless `start` says `npm start`) on free ports and a fresh data
 * folder, with the settings `env` gives besides (e.g. SENTRY_DSN pointing at a local receiver).
 */
export async function startProduct(
  reuse?: { port: number; idpPort: number; dataDir: string },
  options: StartOptions = {},
): Promise<RunningProduct> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startProductOnce(reuse, options);
    } catch (error) {
      // Another test's process took a port between freePort() and the product's listen: new ports, up to twice.
      const portTaken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!portTaken || reuse || attempt >= 3) throw error;
    }
  }
}

/** One start of the product (see startProduct), on the ports it is given or free ones. */
async function startProductOnce(
  reuse: { port: number; idpPort: number; dataDir: string } | undefined,
  { start = "compiled", env = () => ({}), outputFile }: StartOptions,
): Promise<RunningProduct> {
  const port = reuse?.port ?? (await freePort());
  const idpPort = reuse?.idpPort ?? (await freePort());
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), "redpen-e2e-"));
  const settings = env({ port, idpPort });
  const child: ChildProcess = spawn("npm", ["run", start === "compiled" ? "start:production" : "start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      IDP_PORT: String(idpPort),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (outputFile) appendFileSync(outputFile, chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start:\n${output}`)), 120_000);
    const check = () => {
      if (output.includes("Redpen is running")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code}:\n${output}`));
    });
  });
  const mailboxUrl = /read them at (\S+)/.exec(output)?.[1];
  if (!mailboxUrl) throw new Error(`npm start printed no mailbox address:\n${output}`);
  return {
    url: `http://localhost:${port}`,
    idpUrl: `http://localhost:${idpPort}`,
    mailboxUrl,
    dataDir,
    databaseUrl: settings.DATABASE_URL || null,
    output: () => output,
    async stop({ removeData = true } = {}) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // the group is gone already
        }
      };
      if (child.exitCode === null) signal("SIGINT");
      // Generous: on a loaded 2-core CI machine the engine thread (at a low priority) can take seconds to end.
      // Unreferenced, so that a process left with nothing else to do need not wait it out.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
      const ended = child.exitCode !== null || child.signalCode !== null;
      if (!ended) signal("SIGKILL");
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
      return ended;
    },
  };
}

/**
 * Debian's Chromium, headless, as CI has it. Its pages report every CSP violation to csp-guard.ts,
 * which fails the e2e test they happen in.
 */
export async function launchChromium(): Promise<Browser> {
  return watchBrowser(guardBrowser(await chromium.launch(CHROMIUM_OPTIONS)));
}

/** How the tests start Chromium, on its own or as the run's shared browser server. */
export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * The product and Chromium a test file drives. Without `env`, the run's shared ones
 * (shared-product.setup.ts), with a Chromium connection of the file's own. With `env`, its own:
 * started before the file's tests and stopped after them, `env` giving the settings, made when
 * the product starts (after the beforeAll hooks registered before this call). Hooks run in the
 * order they are registered, so a file's own beforeAll can use them. Returns getters, since both
 * exist only once the hooks ran.
 */
export function useRunningProduct(env?: ProductSettings): { product: () => RunningProduct; browser: () => Browser } {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!env) {
      product = sharedProduct();
      browser = await connectToSharedChromium();
      return;
    }
    // Side by side; each is kept as it comes, so that afterAll stops it even when the other failed.
    const started = await Promise.allSettled([
      startProduct(undefined, { env }).then((running) => (product = running)),
      launchChromium().then((launched) => (browser = launched)),
    ]);
    for (const result of started) if (result.status === "rejected") throw result.reason;
  });
  // A failed test says what the product logged (warnings and errors), as a teacher's browser cannot,
  // and what its pages were doing.
  afterEach(async (context) => {
    if (context.task.result?.state !== "fail") return;
    if (product) console.error(`The product's last output:\n${product.output().slice(-PRODUCT_OUTPUT_SHOWN)}`);
    console.error(`The open pages:\n${await describeOpenPages()}`);
  });
  afterAll(async () => {
    await browser?.close();
    if (env) await product?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the product is not running yet: use it in a test or a beforeAll");
    return value;
  };
  return { product: () => started(product), browser: () => started(browser) };
}
