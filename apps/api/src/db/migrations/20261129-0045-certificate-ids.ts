import type { Kysely } from "kysely";

// Frozen: typed against no app schema, and the catalogue copied as it stood, never imported.
// Essays, classes and class sets keep their certificate by the catalogue option's stable id, so that
// renaming a format's label does not orphan them. The name, level and format columns stay: they are
// what the replies show, and what a row whose labels matched no option keeps (its id stays null).

/** Each catalogue option when this migration was written: its id, certificate name, CEFR level and format. */
const OPTIONS: readonly (readonly [id: string, name: string, cefrLevel: string, format: string])[] = [
  ["cambridge-a2-key:email", "Cambridge A2 Key", "A2", "email"],
  ["cambridge-a2-key:story", "Cambridge A2 Key", "A2", "story"],
  ["cambridge-b1-preliminary:email", "Cambridge B1 Preliminary", "B1", "email"],
  ["cambridge-b1-preliminary:article", "Cambridge B1 Preliminary", "B1", "article"],
  ["cambridge-b1-preliminary:story", "Cambridge B1 Preliminary", "B1", "story"],
  ["cambridge-b2-first:essay", "Cambridge B2 First", "B2", "essay"],
  ["cambridge-b2-first:article", "Cambridge B2 First", "B2", "article"],
  ["cambridge-b2-first:email-letter", "Cambridge B2 First", "B2", "email/letter"],
  ["cambridge-b2-first:report", "Cambridge B2 First", "B2", "report"],
  ["cambridge-b2-first:review", "Cambridge B2 First", "B2", "review"],
  ["cambridge-b2-first:story", "Cambridge B2 First", "B2", "story"],
  ["cambridge-c1-advanced:essay", "Cambridge C1 Advanced", "C1", "essay"],
  ["cambridge-c1-advanced:email-letter", "Cambridge C1 Advanced", "C1", "email/letter"],
  ["cambridge-c1-advanced:proposal", "Cambridge C1 Advanced", "C1", "proposal"],
  ["cambridge-c1-advanced:report", "Cambridge C1 Advanced", "C1", "report"],
  ["cambridge-c1-advanced:review", "Cambridge C1 Advanced", "C1", "review"],
  ["cambridge-c2-proficiency:essay", "Cambridge C2 Proficiency", "C2", "essay"],
  ["cambridge-c2-proficiency:article", "Cambridge C2 Proficiency", "C2", "article"],
  ["cambridge-c2-proficiency:letter", "Cambridge C2 Proficiency", "C2", "letter"],
  ["cambridge-c2-proficiency:report", "Cambridge C2 Proficiency", "C2", "report"],
  ["cambridge-c2-proficiency:review", "Cambridge C2 Proficiency", "C2", "review"],
  ["ielts-academic:task-1-report", "IELTS Academic", "B1-C2", "Task 1 report"],
  ["ielts-academic:task-2-essay", "IELTS Academic", "B1-C2", "Task 2 essay"],
  ["ielts-general-training:task-1-letter", "IELTS General Training", "B1-C2", "Task 1 letter"],
  ["ielts-general-training:task-2-essay", "IELTS General Training", "B1-C2", "Task 2 essay"],
  ["toefl-ibt:integrated-writing", "TOEFL iBT", "B1-C2", "integrated writing"],
  ["toefl-ibt:academic-discussion", "TOEFL iBT", "B1-C2", "academic discussion"],
];

const TABLES = ["essays", "classes", "class_sets"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("certificate_id", "text").execute();
    // Typed against no schema: the table's columns are named as strings.
    const rows = db as unknown as Kysely<Record<string, Record<string, string | null>>>;
    for (const [id, name, cefrLevel, format] of OPTIONS)
      await rows
        .updateTable(table)
        .set({ certificate_id: id })
        .where("certificate_name", "=", name)
        .where("certificate_cefr_level", "=", cefrLevel)
        .where("certificate_format", "=", format)
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("certificate_id").execute();
}
