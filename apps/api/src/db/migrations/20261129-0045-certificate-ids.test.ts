import { describe, expect, it } from "vitest";
import { useMigrator } from "../../testing/migrated-database";

const THIS_MIGRATION = "20261129-0045-certificate-ids";
const BEFORE = "20261128-0040-class-set-page-attempts";
const now = new Date().toISOString();
const B2_FIRST = { certificate_name: "Cambridge B2 First", certificate_cefr_level: "B2" };
const IELTS_GENERAL = { certificate_name: "IELTS General Training", certificate_cefr_level: "B1-C2" };

describe(`migration ${THIS_MIGRATION} (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  const suite = useMigrator();

  it("gives essays, classes and class sets the id of the option their name, level and format name, and null to the rest", async () => {
    expect((await suite.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await suite.addTeacher({ school: true });
    const essay = (id: string, format: string, labels = B2_FIRST) => ({
      id,
      owner_user_id: "u1",
      organisation_id: "o1",
      status: "SUCCESS" as const,
      ...labels,
      certificate_format: format,
      input_method: "TEXT" as const,
      student_image_ids: "[]",
      created_at: now,
      updated_at: now,
    });
    await suite.db
      .insertInto("essays")
      .values([essay("e1", "email/letter"), essay("e2", "poem"), essay("e3", "Task 2 essay", IELTS_GENERAL)])
      .execute();
    const klass = (id: string, format: string | null) => ({
      id,
      owner_user_id: "u1",
      organisation_id: "o1",
      name: id,
      certificate_name: format && B2_FIRST.certificate_name,
      certificate_cefr_level: format && B2_FIRST.certificate_cefr_level,
      certificate_format: format,
      created_at: now,
      updated_at: now,
    });
    await suite.db
      .insertInto("classes")
      .values([klass("c1", "review"), klass("c2", null)])
      .execute();
    await suite.db
      .insertInto("class_sets")
      .values({
        id: "s1",
        owner_user_id: "u1",
        class_id: null,
        ...B2_FIRST,
        certificate_format: "essay",
        topic_text: null,
        source: "PHOTOS",
        pdf_key: null,
        pages_total: 1,
        status: "READING",
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await suite.migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    const ids = async (table: "essays" | "classes" | "class_sets") =>
      await suite.db.selectFrom(table).select(["id", "certificate_id", "certificate_format"]).orderBy("id").execute();
    expect(await ids("essays")).toEqual([
      { id: "e1", certificate_id: "cambridge-b2-first:email-letter", certificate_format: "email/letter" },
      { id: "e2", certificate_id: null, certificate_format: "poem" },
      { id: "e3", certificate_id: "ielts-general-training:task-2-essay", certificate_format: "Task 2 essay" },
    ]);
    expect(await ids("classes")).toEqual([
      { id: "c1", certificate_id: "cambridge-b2-first:review", certificate_format: "review" },
      { id: "c2", certificate_id: null, certificate_format: null },
    ]);
    expect(await ids("class_sets")).toEqual([
      { id: "s1", certificate_id: "cambridge-b2-first:essay", certificate_format: "essay" },
    ]);
  });

  it("drops the column going down, keeping the labels", async () => {
    expect((await suite.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const essays = await suite.db.selectFrom("essays").selectAll().orderBy("id").execute();
    expect(essays.map((row) => [row.id, "certificate_id" in row, row.certificate_format])).toEqual([
      ["e1", false, "email/letter"],
      ["e2", false, "poem"],
      ["e3", false, "Task 2 essay"],
    ]);
  });
});
