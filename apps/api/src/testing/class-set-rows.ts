import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { insertClassSet } from "../db/class-sets.queries";
import type { Database } from "../db/schema";
import type { ImageStorage } from "../storage/image-storage";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";
import { waitUntil } from "../../../../test-support/wait-until";

/**
 * A class set of the owner's from this PDF of `pages` pages, stored and READING, as an upload
 * leaves it; its pages are not queued (the test queues them, or a queue's start finds them).
 */
export async function insertPdfClassSet(
  deps: { db: Kysely<Database>; storage: ImageStorage },
  owner: { userId: string },
  pdf: Buffer,
  pages: number,
): Promise<string> {
  const id = randomUUID();
  const pdfKey = `class-set-${id}.pdf`;
  await deps.storage.put(pdfKey, pdf);
  const now = new Date().toISOString();
  await insertClassSet(
    deps.db,
    {
      id,
      owner_user_id: owner.userId,
      class_id: null,
      certificate_id: B2_FIRST_ESSAY_ID,
      certificate_name: B2_FIRST_ESSAY.name,
      certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
      certificate_format: B2_FIRST_ESSAY.format,
      topic_text: null,
      source: "PDF",
      pdf_key: pdfKey,
      pages_total: pages,
      status: "READING",
      created_at: now,
      updated_at: now,
    },
    Array.from({ length: pages }, () => null),
  );
  return id;
}

/** The set's pages as stored: whether each is read, why not, and how often its reading was begun. */
export function classSetPageRows(db: Kysely<Database>, classSetId: string) {
  return db
    .selectFrom("class_set_pages")
    .select(["page_number", "image_id", "read_at", "read_error", "read_attempts"])
    .where("class_set_id", "=", classSetId)
    .orderBy("page_number")
    .execute();
}

/** Waits until the set has left READING (or the test times out); its status. */
export async function waitUntilClassSetRead(
  db: Kysely<Database>,
  classSetId: string,
  timeoutMs = 120_000,
): Promise<string> {
  return waitUntil(
    async () => {
      const set = await db.selectFrom("class_sets").select("status").where("id", "=", classSetId).executeTakeFirst();
      return set && set.status !== "READING" && set.status;
    },
    { timeoutMs, what: `class set ${classSetId} to leave READING`, everyMs: 200 },
  );
}
