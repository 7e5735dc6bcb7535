import { describe, expect, it } from "vitest";
import { useMigrator } from "../../testing/migrated-database";

const THIS_MIGRATION = "20261129-0080-essay-list";
const BEFORE = "20261129-0065-school-corrections-made";
const now = new Date().toISOString();
const mark = (fields: object) => ({ start: 0, end: 1, original: "I", replacement: "We", ...fields });

describe(`migration ${THIS_MIGRATION} (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  const suite = useMigrator();

  it("writes the stored essays' and classes' search columns and counts of checked marks", async () => {
    expect((await suite.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await suite.addTeacher({ school: true });
    const essay = (id: string, fields: object) => ({
      id,
      owner_user_id: "u1",
      organisation_id: "o1",
      status: "SUCCESS" as const,
      certificate_name: "Cambridge B2 First",
      certificate_cefr_level: "B2",
      certificate_format: "essay",
      input_method: "TEXT" as const,
      student_image_ids: "[]",
      created_at: now,
      updated_at: now,
      ...fields,
    });
    await suite.db
      .insertInto("essays")
      .values([
        essay("e1", { name: "Lucía PÉREZ", topic_text: "Été", edits: JSON.stringify([mark({}), mark({})]) }),
        essay("e2", {
          edits: JSON.stringify([mark({}), mark({})]),
          marking: JSON.stringify([
            mark({ source: "engine", state: "kept", reviewed: true }),
            mark({ source: "engine", state: "kept" }),
            mark({ source: "teacher", state: "added" }),
          ]),
        }),
        essay("e3", { status: "PENDING" }),
      ])
      .execute();
    await suite.db
      .insertInto("classes")
      .values({
        id: "c1",
        owner_user_id: "u1",
        organisation_id: "o1",
        name: "4B Mañana",
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await suite.migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    expect(await suite.db.selectFrom("essays").selectAll().orderBy("id").execute()).toEqual([
      expect.objectContaining({
        id: "e1",
        search_name: "lucia perez",
        search_topic: "ete",
        review_checked: 0,
        review_total: 2,
      }),
      expect.objectContaining({ id: "e2", search_name: null, search_topic: null, review_checked: 2, review_total: 3 }),
      expect.objectContaining({ id: "e3", review_checked: 0, review_total: 0 }),
    ]);
    expect(await suite.db.selectFrom("classes").selectAll().orderBy("id").execute()).toEqual([
      expect.objectContaining({ id: "c1", search_name: "4b manana" }),
    ]);
  });

  it("drops the columns going down", async () => {
    expect((await suite.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const [row] = await suite.db.selectFrom("essays").selectAll().where("id", "=", "e1").execute();
    expect(row).not.toHaveProperty("search_name");
    expect(row).not.toHaveProperty("review_checked");
  });
});
