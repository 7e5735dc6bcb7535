import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
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
  checkout_sessions: true,
  school_calibrations: true,
  school_corrections: true,
  classes: true,
  students: true,
} satisfies Record<keyof Database, true>;

async function filesUnder(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const entries = await Promise.all(names.map(async (name) => `${name}:${(await stat(join(dir, name))).size}`));
  return entries.sort();
}

/** What the api has stored, part by part: each table's rows, and the uploaded files and mails (names and sizes). */
export type StoredState = Record<string, string>;

/** Every row of every table (the credit ledger included), and the names and sizes of the uploaded files and of the mails sent. */
export async function storedState(db: Kysely<Database>, dirs: { uploads: string; mail: string }): Promise<StoredState> {
  const tables = await Promise.all(
    (Object.keys(TABLES) as (keyof Database)[]).map(async (table) => {
      const rows = await db.selectFrom(table).selectAll().execute();
      return [table, JSON.stringify(rows.map((row) => JSON.stringify(row)).sort())] as const;
    }),
  );
  return {
    ...Object.fromEntries(tables),
    uploads: JSON.stringify(await filesUnder(dirs.uploads)),
    mail: JSON.stringify(await filesUnder(dirs.mail)),
  };
}

/** The parts that differ between two states. */
export const changedParts = (before: StoredState, after: StoredState): string[] =>
  Object.keys(after).filter((part) => before[part] !== after[part]);
