import { sql, type Kysely } from "kysely";

// Frozen: typed against no app schema.
// The links a teacher gives a student to read an essay (/s/{token}): a signed-out reader needs one
// that is not revoked, and an essay has at most one such link at a time. Until now every essay was
// open to anyone by its id, and teachers gave out /essays/{id}: each essay gets a link whose token
// is its id, so those addresses keep opening it until its teacher revokes that link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("essay_share_links")
    .addColumn("token", "varchar(64)", (c) => c.primaryKey())
    .addColumn("essay_id", "varchar(36)", (c) => c.notNull().references("essays.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("revoked_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("essay_share_links_essay").on("essay_share_links").column("essay_id").execute();
  await db.schema
    .createIndex("essay_share_links_one_live")
    .on("essay_share_links")
    .column("essay_id")
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
  await sql`INSERT INTO essay_share_links (token, essay_id, created_at, revoked_at)
    SELECT id, id, created_at, NULL FROM essays`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("essay_share_links").execute();
}
