import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { IdpDatabase } from "./schema";

/** Where the accounts live: PostgreSQL when a URL is given, otherwise a SQLite file. */
export type DatabaseLocation = { postgresUrl: string } | { sqliteFile: string };

export function connectDatabase(location: DatabaseLocation): Kysely<IdpDatabase> {
  if ("postgresUrl" in location) {
    return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location.postgresUrl, max: 5 }) }) });
  }
  mkdirSync(dirname(location.sqliteFile), { recursive: true });
  const sqlite = new SQLite(location.sqliteFile);
  // The api shares this file from another process: WAL and a busy timeout let both write.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
}
