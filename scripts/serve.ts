/**
 * Runs the identity provider (unless an outside one is set) and the api, which serves the built web
 * app, in this one process, until SIGINT or SIGTERM. Shared by `npm start` (scripts/start.ts) and
 * the compiled production start (scripts/production.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { apiConfig, buildApi } from "@redpen/api";
import { idpConfig, startIdp } from "@redpen/idp";
import { createFilesOwnerOnly, readSettings, SettingsError, type Settings } from "@redpen/server";
import { waitUntilReady } from "./wait-until-ready";

/** The settings from the environment; on a wrong or missing one, says so and ends the process. */
export function settingsOrExit(defaults: Record<string, string> = {}): Settings {
  try {
    return readSettings({ ...defaults, ...process.env });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Redpen cannot start: ${error.message}`);
    process.exit(1);
  }
}

/** The folder of the repository: the nearest one above `from` that holds the web app. */
export function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = join(dir, "..")) {
    if (existsSync(join(dir, "apps/web/index.html"))) return dir;
    if (dir === join(dir, "..")) throw new Error(`No Redpen repository above ${from}.`);
  }
}

export async function serve(settings: Settings, root: string): Promise<void> {
  // Before anything is written: the database, its -wal and -shm files, photos and mails are the operator's alone.
  createFilesOwnerOnly();
  const idp = settings.oidc.embedded ? await startIdp(idpConfig(settings)) : undefined;
  // WEB_DIST serves another build (a developer's own `vite build --outDir`); the default is the product's own.
  const webDist = settings.webDist ?? join(root, "apps/web/dist");
  const { app, mailboxUrl } = await buildApi({ ...apiConfig(settings), webDist }, { logger: true });
  await app.listen({ port: settings.port, host: settings.host });
  // Said only once a teacher's first essay is corrected at once: the engine is loaded and the queue runs.
  await waitUntilReady(app);

  // One write, so whoever waits for "Redpen is running" also has the mailbox address.
  console.log(
    [
      `\nRedpen is running. Open ${settings.appUrl}`,
      idp && `(sign-in service at ${settings.oidc.issuer})`,
      // The key in this address is the operator's alone: whoever has it reads every mail, password resets included.
      mailboxUrl &&
        `Emails go to files (no SMTP_URL set); read them at ${mailboxUrl} and keep this address to yourself.`,
      "Press Ctrl-C to stop.\n",
    ]
      .filter(Boolean)
      .join("\n"),
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping Redpen…");
    await app.close();
    await idp?.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}
