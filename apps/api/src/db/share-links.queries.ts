import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A link a teacher gave a student to read an essay. */
export type ShareLinkRow = Selectable<Database["essay_share_links"]>;

/** The link with this token, revoked or not. */
export async function findShareLink(db: Db, token: string): Promise<ShareLinkRow | undefined> {
  return db.selectFrom("essay_share_links").selectAll().where("token", "=", token).executeTakeFirst();
}

/** The essay's link that is not revoked, if it has one. */
export async function findLiveShareLinkOfEssay(db: Db, essayId: string): Promise<ShareLinkRow | undefined> {
  return db
    .selectFrom("essay_share_links")
    .selectAll()
    .where("essay_id", "=", essayId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

/** Stores a live link unless the essay has one already (a unique index holds one per essay); false when it had. */
export async function insertLiveShareLink(
  db: Db,
  link: Pick<ShareLinkRow, "token" | "essay_id" | "created_at">,
): Promise<boolean> {
  const result = await db
    .insertInto("essay_share_links")
    .values({ ...link, revoked_at: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Revokes the essay's live link, if it has one. */
export async function revokeLiveShareLink(db: Db, essayId: string, revokedAt: string): Promise<void> {
  await db
    .updateTable("essay_share_links")
    .set({ revoked_at: revokedAt })
    .where("essay_id", "=", essayId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Every link the essay has had, oldest first (of two made in the same millisecond, the revoked one). */
export async function listShareLinksOfEssay(db: Db, essayId: string): Promise<ShareLinkRow[]> {
  return db
    .selectFrom("essay_share_links")
    .selectAll()
    .where("essay_id", "=", essayId)
    .orderBy("created_at")
    .orderBy(sql`revoked_at is null`)
    .orderBy("token")
    .execute();
}
