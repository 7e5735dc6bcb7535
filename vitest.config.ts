import { defineConfig } from "vitest/config";

// Each workspace is a project; the api and idp suites run twice, once per database.
const databaseProjects = (name: string, dir: string) =>
  (["sqlite", "postgres"] as const).map((database) => ({
    test: {
      name: `${name}-${database}`,
      include: [`${dir}/**/*.test.ts`],
      env: { TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }));

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      { test: { name: "contract", include: ["packages/contract/**/*.test.ts"] } },
      {
        test: {
          name: "engine",
          include: ["packages/engine/**/*.test.ts"],
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
      ...databaseProjects("api", "apps/api"),
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          // Fails any test whose pages reported a Content-Security-Policy violation.
          setupFiles: ["e2e/csp-guard.setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
