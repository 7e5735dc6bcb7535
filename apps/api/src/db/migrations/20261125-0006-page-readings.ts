import type { Kysely } from "kysely";

// Frozen: typed against no app schema.
// A photo's reading kept whole: the page as read (a greyscale JPEG in the image storage) and its words
// with their confidence and box (JSON text), so that the teacher can check an uncertain word on the page.
// An essay's text and marking before a fix, until the fixed text is corrected (a failed correction
// puts them back), and why the last fix could not be corrected, with the text it tried (JSON text).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("images").addColumn("read_page_key", "text").execute();
  await db.schema.alterTable("images").addColumn("read_words", "text").execute();
  await db.schema.alterTable("essays").addColumn("before_fix", "text").execute();
  await db.schema.alterTable("essays").addColumn("fix_failure", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["fix_failure", "before_fix"]) await db.schema.alterTable("essays").dropColumn(column).execute();
  for (const column of ["read_words", "read_page_key"])
    await db.schema.alterTable("images").dropColumn(column).execute();
}
