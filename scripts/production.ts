/**
 * The production start, compiled by `npm run build:production` into dist/server/redpen.mjs and run
 * with plain Node.js (`npm run start:production`): no TypeScript is compiled at run time, and the web
 * app is served as `npm run build` made it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { repositoryRoot, serve, settingsOrExit } from "./serve";

const root = repositoryRoot(import.meta.dirname);
const settings = settingsOrExit();
if (!settings.webDist && !existsSync(join(root, "apps/web/dist/index.html"))) {
  console.error("Redpen cannot start: the web app is not built. Run `npm run build:production` first.");
  process.exit(1);
}
await serve(settings, root);
