import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

/** Where the product's data lives: PostgreSQL when a URL is given, otherwise a SQLite file. */
export type DatabaseLocation = { postgresUrl: string } | { sqliteFile: string };

export function connectDatabase(location: DatabaseLocation): Kysely<Database> {
  if ("postgresUrl" in location) {
    // COUNT and SUM come back as strings by default; credits are far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location.postgresUrl, max: 10 }) }) });
  }
  mkdirSync(dirname(location.sqliteFile), { recursive: true });
  const sqlite = new SQLite(location.sqliteFile);
  // The identity provider shares this file from another process: WAL and a busy timeout let both write.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
}
