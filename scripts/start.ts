/**
 * `npm start`: builds the web app when needed, then runs the identity provider and the api (which
 * serves the web app) in this one process, with the embedded defaults unless settings say otherwise.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { apiConfig, buildApi } from "@redpen/api";
import { idpConfig, startIdp } from "@redpen/idp";
import { readSettings, SettingsError } from "@redpen/server";

const root = join(import.meta.dirname, "..");

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildWebIfStale(): void {
  const built = join(root, "apps/web/dist/index.html");
  const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "packages/contract/src"].map((p) => join(root, p));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestChange))) return;
  console.log("Building the web app…");
  const result = spawnSync("npm", ["run", "build", "-w", "@redpen/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The web app did not build.");
}

async function main(): Promise<void> {
  // The product's settings, read once; the log says only warnings unless LOG_LEVEL says otherwise.
  const settings = readSettings({ LOG_LEVEL: "warn", ...process.env });
  if (!settings.skipWebBuild) buildWebIfStale();

  const idp = settings.oidc.embedded ? await startIdp(idpConfig(settings)) : undefined;
  // WEB_DIST serves another build (a developer's own `vite build --outDir`); the default is the one just built.
  const webDist = settings.webDist ?? join(root, "apps/web/dist");
  const { app, mailboxUrl } = await buildApi({ ...apiConfig(settings), webDist }, { logger: true });
  await app.listen({ port: settings.port, host: settings.host });

  // One write, so whoever waits for "Redpen is running" also has the mailbox address.
  console.log(
    [
      `\nRedpen is running. Open ${settings.appUrl}`,
      idp && `(sign-in service at ${settings.oidc.issuer})`,
      // The key in this address is the operator's alone: whoever has it reads every mail, password resets included.
      mailboxUrl && `Emails go to files (no SMTP_URL set); read them at ${mailboxUrl} and keep this address to yourself.`,
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

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? `Redpen cannot start: ${error.message}` : error);
  process.exit(1);
});
