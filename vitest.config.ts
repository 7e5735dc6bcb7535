import { configDefaults, defineConfig } from "vitest/config";

// The api's slower files that use no database (the engine's thread, the image storage, PDF pages,
// tokens): they run once, with the SQLite project, rather than twice. The quick ones (pure
// functions, well under a second) are left to run twice rather than listed.
const SLOW_API_FILES_WITHOUT_DATABASE = [
  "apps/api/src/engine/engine-thread-runner.test.ts",
  "apps/api/src/storage/image-storage.test.ts",
  "apps/api/src/services/images/pdf-pages.test.ts",
  "apps/api/src/auth/token-verifier.test.ts",
];

// Each workspace is a project; the api and idp suites run twice, once per database.
const databaseProjects = (name: string, dir: string, { isolate = true, onceOnly = [] as string[] } = {}) =>
  (["sqlite", "postgres"] as const).map((database) => ({
    test: {
      name: `${name}-${database}`,
      include: [`${dir}/**/*.test.ts`],
      exclude: database === "postgres" ? [...configDefaults.exclude, ...onceOnly] : configDefaults.exclude,
      env: { TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate,
    },
  }));

export default defineConfig({
  test: {
    passWithNoTests: false,
    // Two files at once, where Vitest would take one on a 2-core machine (its default is a core less
    // than the machine has): most of a file's time is spent waiting for the database, the engine's
    // thread or a child process, not in the file's own thread.
    maxWorkers: 2,
    projects: [
      // The house rules docs/ARCHITECTURE.md states: short files and functions, cited files that exist.
      { test: { name: "repo", include: ["test-support/**/*.test.ts"] } },
      { test: { name: "contract", include: ["packages/contract/**/*.test.ts"] } },
      {
        test: {
          name: "engine",
          include: ["packages/engine/**/*.test.ts"],
          // Compiles the CLI once, for the tests that run it as a process.
          globalSetup: ["packages/engine/src/cli/testing/compiled-cli.ts"],
          // The engine's CLI tests start real processes, which take seconds on a loaded 2-core machine.
          testTimeout: 30_000,
          // The engine's files share one module graph, so that compromise, the word lists and the
          // reader's models load once a run rather than once a file. Its tests keep no state between
          // files: no mocks, no changed environment, and every cache they fill is read-only.
          isolate: false,
        },
      },
      { test: { name: "mail", include: ["packages/mail/**/*.test.ts"] } },
      // Settings and the database connection the api, the identity provider and the worker share.
      { test: { name: "server", include: ["packages/server/**/*.test.ts"] } },
      // The web's pure functions (card text, certificate choice, diff...); pages are tested in e2e.
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"] } },
      ...databaseProjects("idp", "apps/idp"),
      // The api's files share one module graph, as the engine's do: Fastify, Kysely, the AWS SDK and
      // the contract load once a run rather than once a file. Each file builds its own api on its own
      // database; what is one per process (Sentry, the process's metrics) its tests allow for.
      ...databaseProjects("api", "apps/api", { isolate: false, onceOnly: SLOW_API_FILES_WITHOUT_DATABASE }),
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          // Fails any test whose pages reported a Content-Security-Policy violation.
          setupFiles: ["e2e/csp-guard.setup.ts"],
          // Compiles the server once, so that the files' products start as production runs them, then
          // starts the product and Chromium that the files needing no settings of their own share.
          globalSetup: ["e2e/compiled-server.setup.ts", "e2e/shared-product.setup.ts"],
          // After every other project, two files at a time: a file with settings of its own starts a
          // product of its own (free ports, a fresh data folder) and a browser of its own.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
