// `npm run build:production` (after the web app's build): compiles the server processes into plain
// JavaScript under dist/server, so production runs them with Node.js alone (no tsx, no TypeScript at
// run time). Redpen's own workspaces are bundled in; every other package stays in node_modules,
// where it finds its own files (models, word lists, wasm).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");
const out = join(root, "dist/server");

/** Bare imports stay external, except Redpen's own workspaces, which are TypeScript. */
const dependenciesStayInstalled = {
  name: "dependencies-stay-installed",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@redpen/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    redpen: join(root, "scripts/production.ts"),
    worker: join(root, "apps/api/src/worker.ts"),
    // Where the engine thread runner looks for its entry, beside the bundle that starts it.
    "engine-worker-bootstrap": join(root, "apps/api/src/engine/engine-worker.ts"),
  },
  outdir: out,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [dependenciesStayInstalled],
  logLevel: "warning",
});
// The sign-in pages' stylesheet and script, read beside the code that serves them.
cpSync(join(root, "apps/idp/src/views/assets"), join(out, "assets"), { recursive: true });

// A package a workspace installed in its own node_modules (the identity provider's koa and
// oidc-provider, whose versions differ from the root's) is found from the bundle through a link
// in dist/server/node_modules, which Node looks in first.
const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
for (const workspace of workspaces) {
  const own = join(workspace, "node_modules");
  if (!existsSync(own)) continue;
  for (const name of readdirSync(own).filter((entry) => !entry.startsWith(".") && !entry.startsWith("@"))) {
    const link = join(out, "node_modules", name);
    if (existsSync(link))
      throw new Error(`Two workspaces install their own ${name}: the bundle cannot tell which one to use.`);
    mkdirSync(join(out, "node_modules"), { recursive: true });
    symlinkSync(relative(join(out, "node_modules"), join(own, name)), link);
  }
}
console.log(`Compiled the server into ${out}`);
