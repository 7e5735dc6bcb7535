import { Migrator, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase } from "@redpen/server";
import { createTestDatabase, type TestDatabase } from "../../../../../test-support/databases";
import { MIGRATIONS } from "../migrate";
import type { Database } from "../schema";

const THIS_MIGRATION = "20261127-0014-essay-share-links";
const BEFORE = "20261126-0012-owners-and-current-school";
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

  const essay = (id: string, status: "SUCCESS" | "FAILURE") => ({
    id,
    owner_user_id: "u1",
    organisation_id: "o1",
    status,
    certificate_name: "Cambridge B2 First",
    certificate_cefr_level: "B2",
    certificate_format: "essay",
    input_method: "TEXT" as const,
    student_image_ids: "[]",
    created_at: `2026-01-0${id.at(-1)}T00:00:00.000Z`,
    updated_at: now,
  });

  it("gives every essay there was a live link whose token is its id, so the addresses teachers gave out keep working", async () => {
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await db.insertInto("users").values({ id: "u1", subject: "s1", email: "a@school.test", created_at: now }).execute();
    await db
      .insertInto("organisations")
      .values({ id: "o1", name: "School", logo_image_id: null, created_at: now })
      .execute();
    await db
      .insertInto("essays")
      .values([essay("e1", "SUCCESS"), essay("e2", "FAILURE")])
      .execute();

    expect((await migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    expect(await db.selectFrom("essay_share_links").selectAll().orderBy("token").execute()).toEqual([
      { token: "e1", essay_id: "e1", created_at: "2026-01-01T00:00:00.000Z", revoked_at: null },
      { token: "e2", essay_id: "e2", created_at: "2026-01-02T00:00:00.000Z", revoked_at: null },
    ]);
  });

  it("holds one live link per essay, and any number of revoked ones", async () => {
    const link = (token: string, revokedAt: string | null) => ({
      token,
      essay_id: "e1",
      created_at: now,
      revoked_at: revokedAt,
    });
    await expect(db.insertInto("essay_share_links").values(link("second-live", null)).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );
    await db.updateTable("essay_share_links").set({ revoked_at: now }).where("token", "=", "e1").execute();
    await db
      .insertInto("essay_share_links")
      .values([link("revoked-too", now), link("new-live", null)])
      .execute();
    expect(
      await db.selectFrom("essay_share_links").select("token").where("essay_id", "=", "e1").execute(),
    ).toHaveLength(3);
  });

  it("goes back to essays without links", async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await db.selectFrom("essays").select("id").execute()).length).toBe(2);
    await expect(db.selectFrom("essay_share_links").selectAll().execute()).rejects.toThrow();
  });
});
