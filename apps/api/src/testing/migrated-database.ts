import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test-support/databases";
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

/** Opens a fresh database with the product's tables (see MigratedDatabase). */
export async function openMigratedDatabase(): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const db = connectDatabase<Database>(database.location);
  await migrateToLatest(db as Kysely<unknown>);
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
}

/** For a migration's test file: an empty database and its migrator, opened in beforeAll and dropped after all. */
export function useMigrator(): MigratorSuite {
  const suite = {} as MigratorSuite & { database: TestDatabase };
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    suite.db = connectDatabase<Database>(suite.database.location);
    suite.migrator = new Migrator({ db: suite.db, provider: { getMigrations: async () => MIGRATIONS } });
  });
  afterAll(async () => {
    await suite.db?.destroy();
    await suite.database?.drop();
  });
  return suite;
}
