import { sql, type Kysely } from "kysely";

// Frozen: typed against no app schema.
// A school's owners, the school each teacher chose as their current one, and a school deleted at
// its owner's request kept as an empty row, so that the essays of its former teachers (which stay
// theirs) still point at it. Until now the owner was whoever had been a member longest, and the
// current school the one joined last: both are written down as they were.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("organisation_members")
    .addColumn("role", "varchar(16)", (c) => c.notNull().defaultTo("teacher"))
    .execute();
  await sql`UPDATE organisation_members SET role = 'owner' WHERE NOT EXISTS (
    SELECT 1 FROM organisation_members earlier
    WHERE earlier.organisation_id = organisation_members.organisation_id
      AND (earlier.created_at < organisation_members.created_at
        OR (earlier.created_at = organisation_members.created_at AND earlier.user_id < organisation_members.user_id)))`.execute(
    db,
  );

  await db.schema.alterTable("users").addColumn("current_organisation_id", "varchar(36)").execute();
  await sql`UPDATE users SET current_organisation_id = (
    SELECT m.organisation_id FROM organisation_members m WHERE m.user_id = users.id
    ORDER BY m.created_at DESC, m.organisation_id LIMIT 1)`.execute(db);

  await db.schema.alterTable("organisations").addColumn("deleted_at", "varchar(32)").execute();
  await db.schema
    .createIndex("organisation_invitations_organisation")
    .on("organisation_invitations")
    .column("organisation_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("organisation_invitations_organisation").execute();
  await db.schema.alterTable("organisations").dropColumn("deleted_at").execute();
  await db.schema.alterTable("users").dropColumn("current_organisation_id").execute();
  await db.schema.alterTable("organisation_members").dropColumn("role").execute();
}
