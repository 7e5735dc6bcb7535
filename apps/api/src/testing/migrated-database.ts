import { createHash } from "node:crypto";
import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type DatabaseTemplate, type TestDatabase } from "../../../../test-support/databases";
import { connectDatabase } from "@redpen/server";
import { migrateToLatest, MIGRATIONS } from "../db/migrate";
import type { Database } from "../db/schema";

/** A fresh database (per TEST_DATABASE) with the product's tables, for tests that work below the api. */
export interface MigratedDatabase {
  database: TestDatabase;
  db: Kysely<Database>;
  /** Closes the connection and drops the database. */
  close(): Promise<void>;
}

/**
 * The product's tables, as every api test's database starts: migrated once per machine and set of
 * migrations (its key is a hash of their code), then copied.
 */
export const MIGRATED_TEMPLATE: DatabaseTemplate = {
  key: createHash("sha256")
    .update(
      Object.entries(MIGRATIONS)
        .map(([name, { up, down }]) => `${name}\n${String(up)}\n${String(down)}`)
        .join("\n"),
    )
    .digest("hex")
    .slice(0, 16),
  async fill(location) {
    const db = connectDatabase<unknown>(location);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  },
};

/** Opens a fresh database with the product's tables (see MigratedDatabase). */
export async function openMigratedDatabase(): Promise<MigratedDatabase> {
  const database = await createTestDatabase(undefined, MIGRATED_TEMPLATE);
  const db = connectDatabase<Database>(database.location);
  return {
    database,
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** For a test file that works below the api: a migrated database opened in beforeAll and dropped after all. */
export function useMigratedDatabase(): MigratedDatabase {
  const suite = {} as MigratedDatabase;
  beforeAll(async () => Object.assign(suite, await openMigratedDatabase()));
  afterAll(async () => suite.close?.());
  return suite;
}

/** A migration test's database: empty, with a migrator over the product's migrations to move up and down it. */
export interface MigratorSuite {
  db: Kysely<Database>;
  migrator: Migrator;
  /**
   * Adds what most old rows point at: the teacher "u1" and, with `school`, the school "o1" (their
   * columns as they have been since the first migrations).
   */
  addTeacher(options?: { school?: boolean }): Promise<void>;
}

/** For a migration's test file: an empty database and its migrator, opened in beforeAll and dropped after all. */
export function useMigrator(): MigratorSuite {
  const suite = {} as MigratorSuite & { database: TestDatabase };
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    suite.db = connectDatabase<Database>(suite.database.location);
    suite.migrator = new Migrator({ db: suite.db, provider: { getMigrations: async () => MIGRATIONS } });
  });
  suite.addTeacher = async ({ school = false } = {}) => {
    const now = new Date().toISOString();
    await suite.db
      .insertInto("users")
      .values({ id: "u1", subject: "s1", email: "a@school.test", created_at: now })
      .execute();
    if (school)
      await suite.db
        .insertInto("organisations")
        .values({ id: "o1", name: "School", logo_image_id: null, created_at: now })
        .execute();
  };
  afterAll(async () => {
    await suite.db?.destroy();
    await suite.database?.drop();
  });
  return suite;
}
