import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * Once before the browser tests: compiles the server as `npm run build:production` does (a second
 * or two), so that their products start as production runs them, with Node.js alone. A product
 * under tsx spends some 18 s of processor time starting (it compiles the api and the engine, and
 * pdf.js's source maps, on the fly); compiled, some 7 s.
 */
export default function compileServer(): void {
  execFileSync("node", ["scripts/build-server.mjs"], { cwd: join(import.meta.dirname, ".."), stdio: "pipe" });
}
