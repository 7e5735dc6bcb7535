import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase } from "../../../../test-support/databases";
import { buildApi, type Api, type BuildOptions } from "../app";
import { readApiConfig, type ApiConfig } from "../config";
import type { Database } from "../db/schema";
import { MIGRATED_TEMPLATE } from "./migrated-database";
import { TestIssuer } from "./test-issuer";

export const TEST_AUDIENCE = "http://api.test/api/v1";

export interface TestContext {
  api: Api;
  issuer: TestIssuer;
  database: TestDatabase;
  config: ApiConfig;
  /**
   * A token for a new verified teacher (a fresh subject and email each call); `claims` adds claims
   * the identity provider may issue too (`invitation_id`, `school_name`).
   */
  teacherToken(overrides?: {
    email?: string;
    subject?: string;
    verified?: boolean;
    claims?: Record<string, unknown>;
  }): Promise<{ token: string; email: string; subject: string }>;
  close(): Promise<void>;
}

/**
 * Builds the api against a fresh database (SQLite or PostgreSQL per TEST_DATABASE) and a local issuer,
 * from the settings `env` gives; `overrides` replaces parts of the config no setting reaches
 * (e.g. `{ rateLimits: null }` for a test or benchmark that sends more calls than a school would).
 */
export async function startTestApi(
  env: Record<string, string> = {},
  overrides: Partial<ApiConfig> = {},
  buildOptions: BuildOptions = {},
): Promise<TestContext> {
  const [database, issuer] = await Promise.all([
    createTestDatabase(undefined, MIGRATED_TEMPLATE),
    new TestIssuer().start(),
  ]);
  const config = {
    ...readApiConfig({
      APP_URL: "http://api.test",
      OIDC_ISSUER: issuer.url,
      OIDC_AUDIENCE: TEST_AUDIENCE,
      DATA_DIR: database.dataDir,
      ...env,
    }),
    database: database.location,
    webDist: mkdtempSync(join(tmpdir(), "redpen-no-web-")),
    // Most test files never call the engine; those that check readiness warm it themselves.
    warmEngineAtStart: false,
    ...overrides,
  };
  const context: TestContext = {
    api: await buildApi(config, buildOptions),
    issuer,
    database,
    config,
    async teacherToken(overrides = {}) {
      const subject = overrides.subject ?? `user-${randomUUID()}`;
      const email = overrides.email ?? `${subject}@school.test`;
      const token = await issuer.token({
        ...overrides.claims,
        sub: subject,
        email,
        email_verified: overrides.verified ?? true,
      });
      return { token, email, subject };
    },
    async close() {
      // The api a test put in place of the first one (to restart it) is the one to close.
      await context.api.app.close();
      await issuer.stop();
      await database.drop();
    },
  };
  return context;
}

/** Makes the api listen on a free loopback port, for calls that need real HTTP; its origin. */
export async function listenOnLoopback(api: Api): Promise<string> {
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}

/** How many rows the table holds. */
export async function countRows(ctx: TestContext, table: keyof Database): Promise<number> {
  const { count } = await ctx.api.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
