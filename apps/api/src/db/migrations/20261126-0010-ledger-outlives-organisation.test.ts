import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "@redpen/server";
import { createTestDatabase, type TestDatabase } from "../../../../../test-support/databases";
import { MIGRATIONS } from "../migrate";
import type { Database } from "../schema";

const THIS_MIGRATION = "20261126-0010-ledger-outlives-organisation";
const now = new Date().toISOString();

describe(`migration ${THIS_MIGRATION} (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let migrator: Migrator;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = connectDatabase<Database>(database.location);
    migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

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
    (await db.selectFrom("credit_ledger").select("id").orderBy("id").execute()).map((row) => row.id);

  it("keeps every entry, lets them outlive their organisation, and still refuses a second entry for one reference", async () => {
    expect((await migrator.migrateTo("20261125-0009-corrections-left")).error).toBeUndefined();
    await db
      .insertInto("organisations")
      .values([organisation("o1"), organisation("o2")])
      .execute();
    await db
      .insertInto("credit_ledger")
      .values([entry("e1", "o1", "o1"), entry("e2", "o2", "o2")])
      .execute();

    // Up to this migration only, so that the next test takes this one down (later ones would come down first).
    expect((await migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    expect(await ledgerIds()).toEqual(["e1", "e2"]);
    await db.deleteFrom("organisations").where("id", "=", "o1").execute();
    expect(await ledgerIds()).toEqual(["e1", "e2"]);
    await expect(
      db
        .insertInto("credit_ledger")
        .values(entry("e3", "o2", "o2"))
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it("goes back to a ledger tied to its organisations, without the entries of deleted ones", async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await ledgerIds()).toEqual(["e2"]);
    await db.deleteFrom("organisations").where("id", "=", "o2").execute();
    expect(await ledgerIds()).toEqual([]);
  });
});
