import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";

// Frozen: typed against no app schema.
// An image's file was served to anyone who knew its id, and a student learns the ids of their
// essay's photos from their share link, so revoking the link left the photos open. Each image now
// has a random key of its own that its file's address carries (images/{id}/file?key=...): the
// teacher's replies give it, the student's never do (they load the photos through their link).
// Every stored image gets one here, so that the addresses the api gives for it keep working.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("images").addColumn("file_key", "varchar(64)").execute();
  const { rows } = await sql<{ id: string }>`SELECT id FROM images WHERE file_key IS NULL`.execute(db);
  for (const { id } of rows)
    await sql`UPDATE images SET file_key = ${randomBytes(24).toString("base64url")} WHERE id = ${id}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("images").dropColumn("file_key").execute();
}
