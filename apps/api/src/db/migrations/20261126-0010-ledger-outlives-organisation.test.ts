import { describe, expect, it } from "vitest";
import { useMigrator } from "../../testing/migrated-database";

const THIS_MIGRATION = "20261126-0010-ledger-outlives-organisation";
const now = new Date().toISOString();

describe(`migration ${THIS_MIGRATION} (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  const suite = useMigrator();

  const entry = (id: string, organisationId: string, reference: string) => ({
    id,
    organisation_id: organisationId,
    delta: 10,
    reason: "trial" as const,
    reference,
    user_id: "u1",
    created_at: now,
  });
  const organisation = (id: string) => ({ id, name: id, logo_image_id: null, created_at: now });
  const ledgerIds = async () =>
    (await suite.db.selectFrom("credit_ledger").select("id").orderBy("id").execute()).map((row) => row.id);

  it("keeps every entry, lets them outlive their organisation, and still refuses a second entry for one reference", async () => {
    expect((await suite.migrator.migrateTo("20261125-0009-corrections-left")).error).toBeUndefined();
    await suite.db
      .insertInto("organisations")
      .values([organisation("o1"), organisation("o2")])
      .execute();
    await suite.db
      .insertInto("credit_ledger")
      .values([entry("e1", "o1", "o1"), entry("e2", "o2", "o2")])
      .execute();

    // Up to this migration only, so that the next test takes this one down (later ones would come down first).
    expect((await suite.migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    expect(await ledgerIds()).toEqual(["e1", "e2"]);
    await suite.db.deleteFrom("organisations").where("id", "=", "o1").execute();
    expect(await ledgerIds()).toEqual(["e1", "e2"]);
    await expect(
      suite.db
        .insertInto("credit_ledger")
        .values(entry("e3", "o2", "o2"))
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it("goes back to a ledger tied to its organisations, without the entries of deleted ones", async () => {
    expect((await suite.migrator.migrateDown()).error).toBeUndefined();
    expect(await ledgerIds()).toEqual(["e2"]);
    await suite.db.deleteFrom("organisations").where("id", "=", "o2").execute();
    expect(await ledgerIds()).toEqual([]);
  });
});
