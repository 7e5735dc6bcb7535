import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { ESSAY_CREDIT_COST, TRIAL_CREDITS } from "@redpen/contract";
import type { CheckoutSessionRow } from "../../db/checkout-sessions.queries";
import { appendCreditEntry, type CreditEntryRow } from "../../db/credits.queries";
import type { Essay } from "../../db/essays.queries";
import type { Database } from "../../db/schema";

// The one writer of the credit ledger: what each event is worth and what makes it apply only once
// are decided here, nowhere else. Each entry's reference is unique per reason in the ledger, so
// calling a function again for the same essay, organisation or checkout writes nothing and
// returns false. Each function runs in the database or transaction it is given, so that the entry
// commits or rolls back with the change it pays for.

type Db = Kysely<Database> | Transaction<Database>;

/** An essay as the ledger sees it: its id is the reference of its charge and of its refund. */
export type LedgerEssay = Pick<Essay, "id" | "organisation_id" | "owner_user_id">;

/** A paid checkout as the ledger sees it: its session id is the purchase's reference. */
export type LedgerCheckout = Pick<CheckoutSessionRow, "id" | "organisation_id" | "user_id" | "essay_quantity">;

const append = (db: Db, entry: Omit<CreditEntryRow, "id">) => appendCreditEntry(db, { id: randomUUID(), ...entry });

/** Charges one essay's price to the essay's organisation; false when the essay was charged already. */
export function charge(db: Db, essay: LedgerEssay, at: string): Promise<boolean> {
  return append(db, {
    organisation_id: essay.organisation_id,
    delta: -ESSAY_CREDIT_COST,
    reason: "essay",
    reference: essay.id,
    user_id: essay.owner_user_id,
    created_at: at,
  });
}

/**
 * Gives an essay's price back to the organisation it was charged to (its correction failed);
 * false when it was given back already, so a credit is never refunded twice. The amount is the
 * same constant `charge` takes, so a refund undoes exactly one charge.
 */
export function refund(db: Db, essay: LedgerEssay, at: string): Promise<boolean> {
  return append(db, {
    organisation_id: essay.organisation_id,
    delta: ESSAY_CREDIT_COST,
    reason: "refund",
    reference: essay.id,
    user_id: essay.owner_user_id,
    created_at: at,
  });
}

/**
 * Gives the credit of an essay whose correction failed back (a FAILURE gives the credit back), in
 * the transaction that stores the failure; false when nothing was given back: it was given back
 * already, or only a fix of the essay's text failed, after a correction that had succeeded and was
 * paid for (a fix is corrected for free; an essay fixed before fixes were undone on failure has
 * its first reading kept, and comes here).
 */
export function refundFailedEssay(
  db: Db,
  essay: LedgerEssay & Pick<Essay, "first_original">,
  at: string,
): Promise<boolean> {
  if (essay.first_original !== null) return Promise.resolve(false);
  return refund(db, essay, at);
}

/** The trial credits of a new teacher's own organisation; false when the organisation had its trial already. */
export function grantTrial(db: Db, organisationId: string, userId: string, at: string): Promise<boolean> {
  return append(db, {
    organisation_id: organisationId,
    delta: TRIAL_CREDITS,
    reason: "trial",
    reference: organisationId,
    user_id: userId,
    created_at: at,
  });
}

/** Credits a paid checkout's pack to its organisation; false when that checkout was credited already (a replayed event). */
export function creditPurchase(db: Db, checkout: LedgerCheckout, at: string): Promise<boolean> {
  return append(db, {
    organisation_id: checkout.organisation_id,
    delta: checkout.essay_quantity,
    reason: "purchase",
    reference: checkout.id,
    user_id: checkout.user_id,
    created_at: at,
  });
}
