import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import { makeOwnerOnlyFileSync, makeOwnerOnlyFolderSync } from "./owner-only-files";

/** Where the product's data lives: PostgreSQL when a URL is given, otherwise a SQLite file. */
export type DatabaseLocation = { postgresUrl: string } | { sqliteFile: string };

/**
 * The one way Redpen's processes connect to their database (the api, its worker and the identity
 * provider share one database): a pool of at most `maxConnections` for PostgreSQL, or the SQLite
 * file, set up so that two processes can share it.
 */
export function connectDatabase<Schema>(location: DatabaseLocation, { maxConnections = 10 } = {}): Kysely<Schema> {
  if ("postgresUrl" in location) {
    // COUNT and SUM come back as strings by default; credits are far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: location.postgresUrl, max: maxConnections });
    // An idle connection ended by the server (a restart, an administrator, a DROP DATABASE ... FORCE
    // racing the pool's end) is dropped by the pool, which opens another when needed. Without a
    // listener its error would end the process.
    pool.on("error", () => undefined);
    // A connection lent out (a transaction between two queries) has no listener of the pool's: its
    // error fails the next query on it, and the pool drops it when it is given back.
    pool.on("connect", (client) => client.on("error", () => undefined));
    return new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  // Owner-only before SQLite opens it: SQLite gives the -wal and -shm files the database file's mode.
  makeOwnerOnlyFolderSync(dirname(location.sqliteFile));
  makeOwnerOnlyFileSync(location.sqliteFile);
  const sqlite = new SQLite(location.sqliteFile);
  // The api and the identity provider may share this file from two processes: WAL and a busy timeout let both write.
  sqlite.pragma("journal_mode = WAL");
  // better-sqlite3 is synchronous: with FULL every commit waits for an fsync (about 5 ms here) on
  // the event loop, in front of every other request. NORMAL is SQLite's advice for WAL: the file
  // stays consistent, and only a power loss (not a crash of the process) can undo the last commits.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
}

const CACHED_STATEMENTS = 200;

/**
 * The database with its prepared statements kept by SQL text (least recently used dropped first):
 * Kysely prepares every query anew, which costs about as much as reading an essay by its id.
 * Kysely runs each statement to the end before the next query, so one statement is never used twice at once.
 */
function cachingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
