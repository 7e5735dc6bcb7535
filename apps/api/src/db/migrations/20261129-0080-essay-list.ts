import type { Kysely } from "kysely";

// Frozen: typed against no app schema, and what it works out copied as it stood, never imported.
// The essay list searches and filters in the database, for a teacher with thousands of essays:
// - essays.search_name, essays.search_topic and classes.search_name: the student's name, the task
//   (the topic as text) and the class's name as a search compares them (lower case, no accents),
//   since neither database drops accents by itself;
// - essays.review_checked and essays.review_total: the marks the teacher checked of all of them,
//   which the states "to check" and "checked" compare.

/** Lower case, accents dropped, as the contract's searchable() did when this was written. */
const searchable = (text: string | null) =>
  text === null ? null : text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

interface StoredEdit {
  source?: string;
  state?: string;
  reviewed?: boolean;
}
/** Checked: the teacher's own marks, those changed or rejected, and those kept on purpose (the contract's isReviewed). */
const isReviewed = (edit: StoredEdit) =>
  edit.source === "teacher" || (edit.state ?? "kept") !== "kept" || edit.reviewed === true;

/** The marks checked and in all: of the teacher's marking, else of the engine's edits (none checked), for a corrected essay. */
function reviewOf(row: { status: string; edits: string | null; marking: string | null }) {
  if (row.status !== "SUCCESS") return { review_checked: 0, review_total: 0 };
  const marks = JSON.parse(row.marking ?? row.edits ?? "[]") as StoredEdit[];
  return { review_checked: marks.filter(isReviewed).length, review_total: marks.length };
}

type Rows = Kysely<Record<string, Record<string, string | number | null>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite adds no more.
  await db.schema.alterTable("essays").addColumn("search_name", "text").execute();
  await db.schema.alterTable("essays").addColumn("search_topic", "text").execute();
  for (const column of ["review_checked", "review_total"])
    await db.schema
      .alterTable("essays")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema.alterTable("classes").addColumn("search_name", "text").execute();
  // Typed against no schema: the tables' columns are named as strings.
  const rows = db as unknown as Rows;
  const essays = await rows
    .selectFrom("essays")
    .select(["id", "name", "topic_text", "status", "edits", "marking"])
    .execute();
  for (const essay of essays) {
    const review = reviewOf(essay as { status: string; edits: string | null; marking: string | null });
    await rows
      .updateTable("essays")
      .set({
        search_name: searchable(essay.name as string | null),
        search_topic: searchable(essay.topic_text as string | null),
        ...review,
      })
      .where("id", "=", essay.id as string)
      .execute();
  }
  const classes = await rows.selectFrom("classes").select(["id", "name"]).execute();
  for (const row of classes)
    await rows
      .updateTable("classes")
      .set({ search_name: searchable(row.name as string) })
      .where("id", "=", row.id as string)
      .execute();
  // The list's filters: a teacher's essays of a certificate, newest first (the owner's own index,
  // essays_owner_created, serves the rest).
  await db.schema
    .createIndex("essays_owner_certificate_created")
    .on("essays")
    .columns(["owner_user_id", "certificate_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("essays_owner_certificate_created").execute();
  await db.schema.alterTable("classes").dropColumn("search_name").execute();
  for (const column of ["search_name", "search_topic", "review_checked", "review_total"])
    await db.schema.alterTable("essays").dropColumn(column).execute();
}
