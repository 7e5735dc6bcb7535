import { describe, expect, it } from "vitest";
import { useMigrator } from "../../testing/migrated-database";

const THIS_MIGRATION = "20261127-0014-essay-share-links";
const BEFORE = "20261126-0012-owners-and-current-school";
const now = new Date().toISOString();

describe(`migration ${THIS_MIGRATION} (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  const suite = useMigrator();

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
    expect((await suite.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await suite.addTeacher({ school: true });
    await suite.db
      .insertInto("essays")
      .values([essay("e1", "SUCCESS"), essay("e2", "FAILURE")])
      .execute();

    expect((await suite.migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    expect(await suite.db.selectFrom("essay_share_links").selectAll().orderBy("token").execute()).toEqual([
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
    await expect(suite.db.insertInto("essay_share_links").values(link("second-live", null)).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );
    await suite.db.updateTable("essay_share_links").set({ revoked_at: now }).where("token", "=", "e1").execute();
    await suite.db
      .insertInto("essay_share_links")
      .values([link("revoked-too", now), link("new-live", null)])
      .execute();
    expect(
      await suite.db.selectFrom("essay_share_links").select("token").where("essay_id", "=", "e1").execute(),
    ).toHaveLength(3);
  });

  it("goes back to essays without links", async () => {
    expect((await suite.migrator.migrateDown()).error).toBeUndefined();
    expect((await suite.db.selectFrom("essays").select("id").execute()).length).toBe(2);
    await expect(suite.db.selectFrom("essay_share_links").selectAll().execute()).rejects.toThrow();
  });
});
