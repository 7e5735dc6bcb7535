import type { Kysely } from "kysely";
import { createTestDatabase, type TestDatabase } from "../../../../test-support/databases";
import { connectDatabase } from "@redpen/server";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";

/** A fresh database (per TEST_DATABASE) with the product's tables, for tests that work below the api. */
export interface MigratedDatabase {
  database: TestDatabase;
  db: Kysely<Database>;
  /** Closes the connection and drops the database. */
  close(): Promise<void>;
}

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
