import { randomUUID } from "node:crypto";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { RunningProduct } from "./product";

/** One ledger entry for the teacher's first school, by the teacher, from `?` parameters (SQLite's). */
const INSERT_ENTRY = `insert into credit_ledger (id, organisation_id, delta, reason, reference, user_id, created_at)
  select ?, m.organisation_id, ?, ?, ?, u.id, ?
  from users u join organisation_members m on m.user_id = u.id where u.email = ? order by m.created_at limit 1`;

/**
 * Writes one entry into the product's ledger (its SQLite file, or its PostgreSQL database) for the
 * teacher's organisation: a 'purchase' adds credits, an 'essay' takes them, each with a reference
 * of its own.
 */
async function appendEntry(
  product: RunningProduct,
  email: string,
  delta: number,
  reason: "purchase" | "essay",
): Promise<void> {
  const entry = [randomUUID(), delta, reason, `e2e-${randomUUID()}`, new Date().toISOString(), email];
  let inserted: number;
  if (product.databaseUrl) {
    const client = new pg.Client({ connectionString: product.databaseUrl });
    await client.connect();
    try {
      let parameter = 0;
      const query = INSERT_ENTRY.replace(/\?/g, () => `$${++parameter}`);
      inserted = (await client.query(query, entry)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  } else {
    const db = new SQLite(join(product.dataDir, "redpen.sqlite"));
    try {
      inserted = db.prepare(INSERT_ENTRY).run(...entry).changes;
    } finally {
      db.close();
    }
  }
  if (inserted !== 1) throw new Error(`no teacher with an organisation has the email ${email}`);
}

/**
 * Gives the teacher's organisation more credits, as a purchase would, by writing a 'purchase'
 * entry into the product's ledger (the local checkout is another test's business).
 */
export function addCredits(product: RunningProduct, email: string, credits: number): Promise<void> {
  return appendEntry(product, email, credits, "purchase");
}

/** Takes credits from the teacher's organisation as that many essays would, in one ledger entry. */
export function spendCredits(product: RunningProduct, email: string, credits: number): Promise<void> {
  return appendEntry(product, email, -credits, "essay");
}

/** The credits the teacher's organisation has left, as its ledger sums them (a product on SQLite). */
export function creditBalance(product: RunningProduct, email: string): number {
  const db = new SQLite(join(product.dataDir, "redpen.sqlite"), { readonly: true });
  try {
    const row = db
      .prepare(
        "select coalesce(sum(l.delta), 0) as balance from credit_ledger l where l.organisation_id = (select m.organisation_id from users u join organisation_members m on m.user_id = u.id where u.email = ? order by m.created_at limit 1)",
      )
      .get(email) as { balance: number };
    return row.balance;
  } finally {
    db.close();
  }
}
