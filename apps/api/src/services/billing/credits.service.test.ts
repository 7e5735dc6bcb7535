import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ESSAY_CREDIT_COST, TRIAL_CREDITS } from "@redpen/contract";
import { creditBalance } from "../../db/credits.queries";
import { insertEssayRow } from "../../testing/essay-rows";
import { useMigratedDatabase } from "../../testing/migrated-database";
import { charge, creditPurchase, grantTrial, refund } from "./credits.service";
import { insertTeacher } from "../../testing/teachers";

const migrated = useMigratedDatabase();

const now = () => new Date().toISOString();

/** A teacher with no credits and one essay of theirs, as the ledger sees it. */
async function teacherWithEssay() {
  const teacher = await insertTeacher(migrated.db, 0);
  const id = await insertEssayRow(migrated.db, teacher);
  return { teacher, essay: { id, organisation_id: teacher.organisationId, owner_user_id: teacher.userId } };
}

describe("the credits service", () => {
  it("grants a new organisation its trial credits once", async () => {
    const { organisationId, userId } = await insertTeacher(migrated.db, 0);
    expect(await grantTrial(migrated.db, organisationId, userId, now())).toBe(true);
    expect(await grantTrial(migrated.db, organisationId, userId, now())).toBe(false);
    expect(await creditBalance(migrated.db, organisationId)).toBe(TRIAL_CREDITS);
  });

  it("charges an essay's price once, however often it is asked to", async () => {
    const { teacher, essay } = await teacherWithEssay();
    expect(await charge(migrated.db, essay, now())).toBe(true);
    expect(await charge(migrated.db, essay, now())).toBe(false);
    expect(await creditBalance(migrated.db, teacher.organisationId)).toBe(-ESSAY_CREDIT_COST);
  });

  it("refunds a charged essay exactly what it cost, and a second refund of the same essay credits nothing", async () => {
    const { teacher, essay } = await teacherWithEssay();
    await charge(migrated.db, essay, now());
    expect(await refund(migrated.db, essay, now())).toBe(true);
    expect(await refund(migrated.db, essay, now())).toBe(false);
    expect(await creditBalance(migrated.db, teacher.organisationId)).toBe(0);
  });

  it("writes nothing when the transaction it was given rolls back", async () => {
    const { teacher, essay } = await teacherWithEssay();
    await expect(
      migrated.db.transaction().execute(async (trx) => {
        await refund(trx, essay, now());
        throw new Error("the essay's FAILURE could not be stored");
      }),
    ).rejects.toThrow("could not be stored");
    expect(await creditBalance(migrated.db, teacher.organisationId)).toBe(0);
    expect(await refund(migrated.db, essay, now())).toBe(true);
  });

  it("credits a paid checkout's pack once, so a replayed payment event adds nothing", async () => {
    const { organisationId, userId } = await insertTeacher(migrated.db, 0);
    const checkout = {
      id: `cs_test_${randomUUID()}`,
      organisation_id: organisationId,
      user_id: userId,
      essay_quantity: 20,
    };
    expect(await creditPurchase(migrated.db, checkout, now())).toBe(true);
    expect(await creditPurchase(migrated.db, checkout, now())).toBe(false);
    expect(await creditBalance(migrated.db, organisationId)).toBe(20);
  });
});
