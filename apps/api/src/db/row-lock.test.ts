import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useMigratedDatabase } from "../testing/migrated-database";
import { appendCreditEntry, creditBalance } from "./credits.queries";
import { lockOrganisationRow } from "./row-lock";
import { insertTeacher } from "../testing/teachers";

const migrated = useMigratedDatabase();

/** Spends one credit if the balance allows, pausing between the check and the spending as a busy server might. */
function spendOne(organisationId: string): Promise<boolean> {
  return migrated.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    if ((await creditBalance(trx, organisationId)) < 1) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await appendCreditEntry(trx, {
      id: randomUUID(),
      organisation_id: organisationId,
      delta: -1,
      reason: "essay",
      reference: randomUUID(),
      user_id: null,
      created_at: new Date().toISOString(),
    });
    return true;
  });
}

describe("lockOrganisationRow", () => {
  it("makes transactions that check and spend credits take turns, so the balance never goes below zero", async () => {
    const { organisationId } = await insertTeacher(migrated.db, 2);
    const results = await Promise.all(Array.from({ length: 5 }, () => spendOne(organisationId)));
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await creditBalance(migrated.db, organisationId)).toBe(0);
  });

  it("tells whether the organisation exists", async () => {
    const { organisationId } = await insertTeacher(migrated.db, 1);
    await migrated.db.transaction().execute(async (trx) => {
      expect(await lockOrganisationRow(trx, organisationId)).toBe(true);
      expect(await lockOrganisationRow(trx, randomUUID())).toBe(false);
    });
  });
});
