import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../db/schema";

/** Every table of the product, so a refused request is checked against all it could have written. */
const TABLES = {
  users: true,
  organisations: true,
  organisation_members: true,
  organisation_invitations: true,
  credit_ledger: true,
  images: true,
  essays: true,
  essay_share_links: true,
  essay_drafts: true,
  checkout_sessions: true,
  purchases: true,
  school_calibrations: true,
  school_corrections: true,
  classes: true,
  students: true,
  correction_codes: true,
  class_sets: true,
  class_set_pages: true,
} satisfies Record<keyof Database, true>;

async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const entries = await Promise.all(names.map(async (name) => `${name}:${(await stat(join(dir, name))).size}`));
  return entries.sort();
}

/** What the api has stored, part by part: each table's rows, and the uploaded files and mails (names and sizes). */
export type StoredState = Record<string, string>;

/**
 * A cheap mark that moves whenever anything is written to the database. PostgreSQL gives a writing
 * transaction the next transaction id (a read never takes one); SQLite counts the rows its connection
 * changed and, apart, the commits of other connections (the identity provider's).
 */
async function writeMark(db: Kysely<Database>): Promise<string> {
  const query =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{ mark: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`
      : sql<{ mark: string }>`select total_changes() || ':' || (select data_version from pragma_data_version) as mark`;
  return (await query.execute(db)).rows[0]!.mark;
}

async function everyRow(db: Kysely<Database>): Promise<StoredState> {
  const tables = await Promise.all(
    (Object.keys(TABLES) as (keyof Database)[]).map(async (table) => {
      const rows = await db.selectFrom(table).selectAll().execute();
      return [table, JSON.stringify(rows.map((row) => JSON.stringify(row)).sort())] as const;
    }),
  );
  return Object.fromEntries(tables);
}

/**
 * Every row of every table (the credit ledger included), and the names and sizes of the uploaded files
 * and of the mails sent. The rows are read again only once the database's write mark moved: a refused
 * request writes nothing, so most checks cost one small query rather than every table.
 */
export function watchStoredState(db: Kysely<Database>, dirs: { uploads: string; mail: string }) {
  let known: { mark: string; rows: StoredState } | undefined;
  return async function storedState(): Promise<StoredState> {
    const mark = await writeMark(db);
    if (known?.mark !== mark) known = { mark, rows: await everyRow(db) };
    return {
      ...known.rows,
      uploads: JSON.stringify(await filesUnder(dirs.uploads)),
      mail: JSON.stringify(await filesUnder(dirs.mail)),
    };
  };
}

/** The parts that differ between two states. */
export const changedParts = (before: StoredState, after: StoredState): string[] =>
  Object.keys(after).filter((part) => before[part] !== after[part]);
