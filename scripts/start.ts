/**
 * `npm start`: builds the web app when needed, then runs the identity provider and the api (which
 * serves the web app) in this one process, with the embedded defaults unless settings say otherwise.
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { repositoryRoot, serve, settingsOrExit } from "./serve";

const root = repositoryRoot(import.meta.dirname);

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildWebIfStale(): void {
  const built = join(root, "apps/web/dist/index.html");
  const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "packages/contract/src"].map((p) =>
    join(root, p),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestChange))) return;
  // The build's own output goes to a file, out of the way of the address to open.
  const log = join(root, "apps/web/build.log");
  console.log(`Building the web app (its output: apps/web/build.log)…`);
  const output = openSync(log, "w");
  try {
    const result = spawnSync("npm", ["run", "build", "-w", "@redpen/web"], {
      cwd: root,
      stdio: ["ignore", output, output],
    });
    if (result.status !== 0) throw new Error(`The web app did not build: see ${log}.`);
  } finally {
    closeSync(output);
  }
}

// The product's settings, read once; the log says only warnings unless LOG_LEVEL says otherwise.
const settings = settingsOrExit({ LOG_LEVEL: "warn" });
if (!settings.skipWebBuild) buildWebIfStale();
await serve(settings, root);
