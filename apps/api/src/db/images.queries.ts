import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { imageColumns, imageOf, imageReadingOf, type Image } from "./image-columns";
import type { Database } from "./schema";

export type { Image, PageWords } from "./image-columns";
type Db = Kysely<Database> | Transaction<Database>;

export async function findImage(db: Db, id: string): Promise<Image | undefined> {
  const row = await db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst();
  return row && imageOf(row);
}

/** A new image's file key (see `file_key` in schema.ts): 24 random bytes nobody guesses. */
export const newImageFileKey = () => randomBytes(24).toString("base64url");

/** Inserts the image (with a new file key unless it has one) unless its id is taken; false when it was. */
export async function insertImage(
  db: Db,
  image: Omit<Image, "file_key"> & Partial<Pick<Image, "file_key">>,
): Promise<boolean> {
  const result = await db
    .insertInto("images")
    .values(imageColumns({ ...image, file_key: image.file_key ?? newImageFileKey() }))
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Which of these image ids the user uploaded. */
export async function listOwnedImageIds(db: Db, ownerUserId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("images")
    .select("id")
    .where("owner_user_id", "=", ownerUserId)
    .where("id", "in", ids)
    .execute();
  return rows.map((row) => row.id);
}

/** The kept readings (text, words and page image key) of these images, in no particular order. */
export async function listImageReadings(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("images")
    .select(["id", "transcription", "transcription_evaluation", "read_page_key", "read_words", "file_key"])
    .where("id", "in", ids)
    .execute();
  return rows.map(imageReadingOf);
}

// Far below the bound parameters either database takes in one statement.
const IDS_PER_QUERY = 500;

function inChunks<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += IDS_PER_QUERY)
    chunks.push(items.slice(start, start + IDS_PER_QUERY));
  return chunks;
}

/** The images with these ids, oldest first (ids with no image are left out). */
export async function listImages(db: Db, ids: readonly string[]): Promise<Image[]> {
  const rows = (
    await Promise.all(
      inChunks(ids).map((chunk) => db.selectFrom("images").selectAll().where("id", "in", chunk).execute()),
    )
  ).flat();
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)).map(imageOf);
}

export async function deleteImages(db: Db, ids: readonly string[]): Promise<void> {
  for (const chunk of inChunks(ids)) await db.deleteFrom("images").where("id", "in", chunk).execute();
}
