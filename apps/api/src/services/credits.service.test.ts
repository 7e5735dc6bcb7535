import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESSAY_CREDIT_COST, TRIAL_CREDITS } from "@redpen/contract";
import { creditBalance } from "../db/credits.queries";
import type { Database } from "../db/schema";
import { insertEssayRow, insertTeacher } from "../testing/essay-rows";
import { openMigratedDatabase, type MigratedDatabase } from "../testing/migrated-database";
import { charge, creditPurchase, grantTrial, refund } from "./credits.service";

let migrated: MigratedDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  migrated = await openMigratedDatabase();
  db = migrated.db;
});
afterAll(async () => migrated?.close());

const now = () => new Date().toISOString();

/** A teacher with no credits and one essay of theirs, as the ledger sees it. */
async function teacherWithEssay() {
  const teacher = await insertTeacher(db, 0);
  const id = await insertEssayRow(db, teacher);
  return { teacher, essay: { id, organisation_id: teacher.organisationId, owner_user_id: teacher.userId } };
}

describe("the credits service", () => {
  it("grants a new organisation its trial credits once", async () => {
    const { organisationId, userId } = await insertTeacher(db, 0);
    expect(await grantTrial(db, organisationId, userId, now())).toBe(true);
    expect(await grantTrial(db, organisationId, userId, now())).toBe(false);
    expect(await creditBalance(db, organisationId)).toBe(TRIAL_CREDITS);
  });

  it("charges an essay's price once, however often it is asked to", async () => {
    const { teacher, essay } = await teacherWithEssay();
    expect(await charge(db, essay, now())).toBe(true);
    expect(await charge(db, essay, now())).toBe(false);
    expect(await creditBalance(db, teacher.organisationId)).toBe(-ESSAY_CREDIT_COST);
  });

  it("refunds a charged essay exactly what it cost, and a second refund of the same essay credits nothing", async () => {
    const { teacher, essay } = await teacherWithEssay();
    await charge(db, essay, now());
    expect(await refund(db, essay, now())).toBe(true);
    expect(await refund(db, essay, now())).toBe(false);
    expect(await creditBalance(db, teacher.organisationId)).toBe(0);
  });

  it("writes nothing when the transaction it was given rolls back", async () => {
    const { teacher, essay } = await teacherWithEssay();
    await expect(
      db.transaction().execute(async (trx) => {
        await refund(trx, essay, now());
        throw new Error("the essay's FAILURE could not be stored");
      }),
    ).rejects.toThrow("could not be stored");
    expect(await creditBalance(db, teacher.organisationId)).toBe(0);
    expect(await refund(db, essay, now())).toBe(true);
  });

  it("credits a paid checkout's pack once, so a replayed payment event adds nothing", async () => {
    const { organisationId, userId } = await insertTeacher(db, 0);
    const checkout = {
      id: `cs_test_${randomUUID()}`,
      organisation_id: organisationId,
      user_id: userId,
      essay_quantity: 20,
    };
    expect(await creditPurchase(db, checkout, now())).toBe(true);
    expect(await creditPurchase(db, checkout, now())).toBe(false);
    expect(await creditBalance(db, organisationId)).toBe(20);
  });
});
