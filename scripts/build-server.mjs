// `npm run build:production` (after the web app's build): compiles the server processes into plain
// JavaScript under dist/server, so production runs them with Node.js alone (no tsx, no TypeScript at
// run time). Redpen's own workspaces are bundled in; every other package stays in node_modules,
// where it finds its own files (models, word lists, wasm).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join, relative } from "node:path";
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

// A dependency a workspace installed in its own node_modules (the identity provider's
// oidc-provider, the api's @fastify/static, whose versions differ from the root's) is found from the
// bundle through a link in dist/server/node_modules, which Node looks in first. Only the
// workspace's own dependencies are linked: theirs (two content-disposition, say) are found from
// where each package really is.
const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const linked = new Map();
for (const workspace of workspaces) {
  const own = join(workspace, "node_modules");
  if (!existsSync(own)) continue;
  const { dependencies = {} } = JSON.parse(readFileSync(join(workspace, "package.json"), "utf8"));
  for (const name of Object.keys(dependencies).filter((dependency) => existsSync(join(own, dependency)))) {
    if (linked.has(name))
      throw new Error(
        `${relative(root, linked.get(name))} and ${relative(root, workspace)} install their own ${name}: the bundle cannot tell which one to use.`,
      );
    linked.set(name, workspace);
    const link = join(out, "node_modules", name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(relative(dirname(link), join(own, name)), link);
  }
}
console.log(`Compiled the server into ${out}`);
