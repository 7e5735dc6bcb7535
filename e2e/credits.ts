import { randomUUID } from "node:crypto";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { RunningProduct } from "./product";

/**
 * Writes one entry into the product's SQLite ledger for the teacher's organisation: a 'purchase'
 * adds credits, an 'essay' takes them, each with a reference of its own.
 */
function appendEntry(product: RunningProduct, email: string, delta: number, reason: "purchase" | "essay"): void {
  const db = new SQLite(join(product.dataDir, "redpen.sqlite"));
  try {
    const member = db
      .prepare(
        "select m.organisation_id, u.id as user_id from users u join organisation_members m on m.user_id = u.id where u.email = ? order by m.created_at limit 1",
      )
      .get(email) as { organisation_id: string; user_id: string } | undefined;
    if (!member) throw new Error(`no teacher with an organisation has the email ${email}`);
    db.prepare(
      "insert into credit_ledger (id, organisation_id, delta, reason, reference, user_id, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    ).run(
      randomUUID(),
      member.organisation_id,
      delta,
      reason,
      `e2e-${randomUUID()}`,
      member.user_id,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/**
 * Gives the teacher's organisation more credits, as a purchase would, by writing a 'purchase'
 * entry into the product's SQLite ledger (the local checkout is another test's business).
 */
export function addCredits(product: RunningProduct, email: string, credits: number): void {
  appendEntry(product, email, credits, "purchase");
}

/** Takes credits from the teacher's organisation as that many essays would, in one ledger entry. */
export function spendCredits(product: RunningProduct, email: string, credits: number): void {
  appendEntry(product, email, -credits, "essay");
}

/** The credits the teacher's organisation has left, as its ledger sums them. */
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
