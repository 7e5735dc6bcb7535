import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema";
import { NOT_YET_CORRECTED } from "../db/essays.queries";
import { listColumnsOf } from "../db/essay-columns";
import type { EngineEdit, EssayEdit } from "@redpen/contract";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";

const now = () => new Date().toISOString();

/**
 * Stores an essay row directly, PENDING and unclaimed unless `fields` say otherwise: a text essay by
 * default, an image essay when `student_image_ids` lists photos. For states the api reaches only
 * through the correction queue at a moment a test cannot pick (claimed PENDING, FAILURE, graded).
 */
export async function insertEssayRow(
  db: Kysely<Database>,
  owner: { userId: string; organisationId: string },
  fields: Partial<Insertable<Database["essays"]>> = {},
): Promise<string> {
  const id = fields.id ?? randomUUID();
  const created = fields.created_at ?? now();
  const row = {
    owner_user_id: owner.userId,
    organisation_id: owner.organisationId,
    status: "PENDING",
    name: null,
    original: null,
    certificate_id: B2_FIRST_ESSAY_ID,
    certificate_name: B2_FIRST_ESSAY.name,
    certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
    certificate_format: B2_FIRST_ESSAY.format,
    input_method: fields.student_image_ids ? "IMAGE" : "TEXT",
    topic_input_method: null,
    topic_text: null,
    student_image_ids: "[]",
    topic_image_id: null,
    ...NOT_YET_CORRECTED,
    updated_at: created,
    ...fields,
    id,
    created_at: created,
  } satisfies Insertable<Database["essays"]>;
  await db
    .insertInto("essays")
    .values({ ...row, ...listColumnsOfRow(row) })
    .execute();
  return id;
}

/** A stored JSON value read back; null when a test stored it damaged on purpose (its reader must answer 500). */
function parsedOrNull<T>(json: string | null | undefined): T | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

/** The columns the essay list searches and filters by, as the product writes them with the row's own (see listColumnsOf). */
const listColumnsOfRow = (row: Pick<Insertable<Database["essays"]>, "name" | "topic_text" | "edits" | "marking">) =>
  listColumnsOf({
    name: row.name,
    topic_text: row.topic_text,
    edits: parsedOrNull<EngineEdit[]>(row.edits),
    marking: parsedOrNull<EssayEdit[]>(row.marking),
  });

/** A PENDING essay as POST /essays leaves it, with its credit charged (see insertEssayRow for `fields`). */
export async function insertPendingEssay(
  db: Kysely<Database>,
  owner: { userId: string; organisationId: string },
  fields: Partial<Insertable<Database["essays"]>> = {},
): Promise<string> {
  const created = fields.created_at ?? now();
  const id = await insertEssayRow(db, owner, { ...fields, created_at: created });
  await db
    .insertInto("credit_ledger")
    .values({
      id: randomUUID(),
      organisation_id: owner.organisationId,
      delta: -1,
      reason: "essay",
      reference: id,
      user_id: owner.userId,
      created_at: created,
    })
    .execute();
  return id;
}

/** A photo's row (no transcription yet); the caller stores the file under the returned key. */
export async function insertImage(
  db: Kysely<Database>,
  ownerUserId: string,
  byteSize: number,
): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  await db
    .insertInto("images")
    .values({
      id,
      owner_user_id: ownerUserId,
      content_type: "image/png",
      byte_size: byteSize,
      storage_key: id,
      resolution: "HIGH",
      has_transcription: 0,
      transcription: null,
      transcription_evaluation: null,
      transcription_details: null,
      read_page_key: null,
      read_words: null,
      created_at: now(),
    })
    .execute();
  return { id, storageKey: id };
}
