import { join } from "node:path";
import { build } from "esbuild";

const ROOT = join(import.meta.dirname, "..", "..", "..", "..", "..");

/** The CLI compiled to plain JavaScript for the tests that run it as a process (see compileCli). */
export const COMPILED_CLI = join(ROOT, "dist", "engine-cli", "engine.mjs");

/**
 * Once before the engine's tests: compiles the CLI (`src/cli/main.ts`) with Redpen's own
 * workspaces bundled in and every other package left in node_modules, as the production build
 * compiles the server. The CLI's tests start some forty processes; each loads the engine in about a
 * second this way, where under tsx it spends some four seconds of processor time compiling it.
 */
export default async function compileCli(): Promise<void> {
  await build({
    entryPoints: [join(import.meta.dirname, "..", "main.ts")],
    outfile: COMPILED_CLI,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "dependencies-stay-installed",
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@redpen/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
