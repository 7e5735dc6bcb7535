import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The PostgreSQL server tests use; TEST_POSTGRES_URL overrides it. */
export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  /** `{ postgresUrl }` or `{ sqliteFile }`, as the apps' configs take it. */
  location: { postgresUrl: string } | { sqliteFile: string };
  /** The DATABASE_URL to give a process, or undefined for SQLite (which uses DATA_DIR). */
  databaseUrl?: string;
  /** Folder for the SQLite file, mail and uploads. */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the kind TEST_DATABASE names ("sqlite", the default, or "postgres"),
 * created for one test file and dropped by it.
 */
export async function createTestDatabase(kind = process.env.TEST_DATABASE ?? "sqlite"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "redpen-test-"));
  if (kind !== "postgres") {
    return {
      location: { sqliteFile: join(dataDir, "redpen.sqlite") },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `redpen_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    location: { postgresUrl: url.toString() },
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the tests' PostgreSQL server answers (benchmarks skip their PostgreSQL part otherwise). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
