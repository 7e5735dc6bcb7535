import { createTestDatabase, type TestDatabase } from "../../../../test-support/databases";
import { freePort } from "../../../../test-support/free-port";
import { readIdpConfig, type IdpConfig } from "../config";
import { startIdp, type RunningIdp } from "../server";

export const TEST_APP_URL = "http://app.test";

export interface TestIdp {
  idp: RunningIdp;
  config: IdpConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Starts the real identity provider on a free port with a fresh database and mail folder; `overrides` change its settings. */
export async function startTestIdp(overrides: Partial<IdpConfig> = {}): Promise<TestIdp> {
  const database = await createTestDatabase();
  const port = await freePort();
  const config = {
    ...readIdpConfig({
      APP_URL: TEST_APP_URL,
      IDP_PORT: String(port),
      IDP_ISSUER: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
    }),
    database: database.location,
    ...overrides,
  };
  const idp = await startIdp(config, "127.0.0.1");
  return {
    idp,
    config,
    database,
    async close() {
      await idp.stop();
      await database.drop();
    },
  };
}
