import type { Kysely, Selectable, Transaction } from "kysely";
import { z } from "zod";
import { ClassSetGroup, ClassSetTextAside } from "@redpen/contract";
import { imageReadingColumnsOf, type Image } from "./image-columns";
import { decodeColumns, jsonColumn } from "./json-column";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

const ClassSetColumns = z.object({
  groups: jsonColumn(z.array(ClassSetGroup)).nullable(),
  essay_ids: jsonColumn(z.array(z.string())).nullable(),
  texts_aside: jsonColumn(z.array(ClassSetTextAside)).nullable(),
});

/** A class set as the services see it: its JSON columns decoded. */
export type ClassSet = Omit<Selectable<Database["class_sets"]>, "groups" | "essay_ids" | "texts_aside"> & {
  groups: ClassSetGroup[] | null;
  essay_ids: string[] | null;
  texts_aside: ClassSetTextAside[] | null;
};
/** A page row of a class set. */
export type ClassSetPageRow = Selectable<Database["class_set_pages"]>;
/** A page with its image's reading, as the grouping and the replies need it (all null while it has no image). */
export type ClassSetPageReading = Omit<ClassSetPageRow, "read_attempts"> &
  Pick<
    Image,
    "transcription" | "transcription_evaluation" | "transcription_details" | "read_page_key" | "read_words" | "file_key"
  >;

const classSetOf = (row: Selectable<Database["class_sets"]>): ClassSet =>
  decodeColumns(ClassSetColumns, row, `class set ${row.id}`);
const encodeGroups = (groups: ClassSetGroup[]) => JSON.stringify(groups);

/** What a new set is stored with: its sharing and drafts are the columns' defaults when absent. */
type NewClassSet = Omit<
  ClassSet,
  "version" | "groups" | "essay_ids" | "texts_aside" | "share_mode" | "drafts_allowed"
> &
  Partial<Pick<ClassSet, "share_mode" | "drafts_allowed">>;

/** Inserts a new set (version 1) and its pages, unread; false when its id is taken. */
export async function insertClassSet(db: Db, set: NewClassSet, imageIds: readonly (string | null)[]): Promise<boolean> {
  const result = await db
    .insertInto("class_sets")
    .values({ ...set, groups: null, essay_ids: null, texts_aside: null, version: 1 })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db
    .insertInto("class_set_pages")
    .values(
      imageIds.map((imageId, index) => ({
        class_set_id: set.id,
        page_number: index + 1,
        image_id: imageId,
        read_at: null,
        read_error: null,
      })),
    )
    .execute();
  return true;
}

export async function findClassSet(db: Db, id: string): Promise<ClassSet | undefined> {
  const row = await db.selectFrom("class_sets").selectAll().where("id", "=", id).executeTakeFirst();
  return row && classSetOf(row);
}

/** The set's pages in order, each with its image's reading (none until read). */
export async function listClassSetPages(db: Db, classSetId: string): Promise<ClassSetPageReading[]> {
  return db
    .selectFrom("class_set_pages")
    .leftJoin("images", "images.id", "class_set_pages.image_id")
    .select([
      "class_set_pages.class_set_id",
      "class_set_pages.page_number",
      "class_set_pages.image_id",
      "class_set_pages.read_at",
      "class_set_pages.read_error",
      "images.transcription",
      "images.transcription_evaluation",
      "images.transcription_details",
      "images.read_page_key",
      "images.read_words",
      "images.file_key",
    ])
    .where("class_set_pages.class_set_id", "=", classSetId)
    .orderBy("class_set_pages.page_number")
    .execute()
    .then((rows) => rows.map((row) => imageReadingColumnsOf(row, row.image_id)));
}

export async function findClassSetPage(
  db: Db,
  classSetId: string,
  pageNumber: number,
): Promise<ClassSetPageRow | undefined> {
  return db
    .selectFrom("class_set_pages")
    .selectAll()
    .where("class_set_id", "=", classSetId)
    .where("page_number", "=", pageNumber)
    .executeTakeFirst();
}

/** Marks a page read (with its image, and why it could not be read if it could not); false when it was read already. */
export async function markClassSetPageRead(
  db: Db,
  page: Pick<ClassSetPageRow, "class_set_id" | "page_number" | "image_id" | "read_error">,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("class_set_pages")
    .set({ image_id: page.image_id, read_error: page.read_error, read_at: at })
    .where("class_set_id", "=", page.class_set_id)
    .where("page_number", "=", page.page_number)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts one more try at reading an unread page and returns how many were begun, this one
 * included; undefined when the page is read already or gone (its set deleted).
 */
export async function countReadingAttempt(db: Db, classSetId: string, pageNumber: number): Promise<number | undefined> {
  const row = await db
    .updateTable("class_set_pages")
    .set((eb) => ({ read_attempts: eb("read_attempts", "+", 1) }))
    .where("class_set_id", "=", classSetId)
    .where("page_number", "=", pageNumber)
    .where("read_at", "is", null)
    .returning("read_attempts")
    .executeTakeFirst();
  return row?.read_attempts;
}

/** Deletes a set and its pages (their images are the caller's to delete). */
export async function deleteClassSet(db: Db, classSetId: string): Promise<boolean> {
  await db.deleteFrom("class_set_pages").where("class_set_id", "=", classSetId).execute();
  const result = await db.deleteFrom("class_sets").where("id", "=", classSetId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** How many of the set's pages are read. */
export async function countReadPages(db: Db, classSetId: string): Promise<number> {
  const row = await db
    .selectFrom("class_set_pages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("class_set_id", "=", classSetId)
    .where("read_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores the proposed grouping of a set whose pages are all read, making it READY; false when another worker did first. */
export async function storeProposal(db: Db, classSetId: string, groups: ClassSetGroup[], at: string): Promise<boolean> {
  const result = await db
    .updateTable("class_sets")
    .set({ groups: encodeGroups(groups), status: "READY", pdf_key: null, updated_at: at })
    .where("id", "=", classSetId)
    .where("status", "=", "READING")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the teacher's grouping when the set is at `version - 1` and READY; false otherwise (a stale version, or started). */
export async function updateGroupsIfVersion(
  db: Db,
  classSetId: string,
  version: number,
  groups: ClassSetGroup[],
  textsAside: ClassSetTextAside[],
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("class_sets")
    .set({
      groups: encodeGroups(groups),
      texts_aside: textsAside.length > 0 ? JSON.stringify(textsAside) : null,
      version,
      updated_at: at,
    })
    .where("id", "=", classSetId)
    .where("version", "=", version - 1)
    .where("status", "=", "READY")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a READY set at `version - 1` STARTED with the essays it made; false otherwise. */
export async function markStartedIfVersion(
  db: Db,
  classSetId: string,
  version: number,
  essayIds: string[],
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("class_sets")
    .set({ status: "STARTED", essay_ids: JSON.stringify(essayIds), version, updated_at: at })
    .where("id", "=", classSetId)
    .where("version", "=", version - 1)
    .where("status", "=", "READY")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pages still to read of every set being read: what a queue sends again at start and on its sweep. */
export async function listUnreadPages(db: Db): Promise<{ class_set_id: string; page_number: number }[]> {
  return db
    .selectFrom("class_set_pages")
    .innerJoin("class_sets", "class_sets.id", "class_set_pages.class_set_id")
    .select(["class_set_pages.class_set_id", "class_set_pages.page_number"])
    .where("class_sets.status", "=", "READING")
    .where("class_set_pages.read_at", "is", null)
    .orderBy("class_sets.created_at")
    .orderBy("class_set_pages.page_number")
    .limit(1000)
    .execute();
}

/** The owner's sets of the class, newest first, each with how many of its pages are read. */
export async function listClassSetsOfClass(
  db: Db,
  ownerUserId: string,
  classId: string,
): Promise<(ClassSet & { pages_read: number })[]> {
  const rows = await db
    .selectFrom("class_sets")
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom("class_set_pages")
        .select((inner) => inner.fn.countAll<string | number>().as("count"))
        .whereRef("class_set_pages.class_set_id", "=", "class_sets.id")
        .where("class_set_pages.read_at", "is not", null)
        .as("pages_read"),
    )
    .where("owner_user_id", "=", ownerUserId)
    .where("class_id", "=", classId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(({ pages_read, ...row }) => ({ ...classSetOf(row), pages_read: Number(pages_read ?? 0) }));
}
