import type { EssayListState } from "@redpen/contract";
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import { essayOf, type Essay } from "./essay-columns";
import type { Database } from "./schema";

/**
 * The essay list's query (GET /essays): a teacher's SUCCESS and PENDING essays, newest first,
 * searched and filtered in the database. The search compares the columns kept for it
 * (`search_name`, `search_topic`, the class's `search_name`: lower case, no accents) and the
 * states compare the counts of checked marks kept beside the marking (see essay-columns.ts).
 */

/** What the list is narrowed to; every filter given must hold. */
export interface EssayListFilters {
  hasTopic?: boolean;
  classId?: string;
  studentId?: string;
  certificateId?: string;
  /** Each word (as searchable() makes it) must be in the student's name, the class's name or the task. */
  words: readonly string[];
  state?: EssayListState;
}

/** An essay of the list, with its class's name and whether it has a live share link. */
export type ListedEssay = Essay & { class_name: string | null; shared: boolean };

type Eb = ExpressionBuilder<Database & { essays: Database["essays"] }, "essays">;

/** A LIKE pattern finding the text anywhere, its own % and _ taken as they are. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const likeWord = (column: string, word: string) =>
  sql<boolean>`${sql.ref(column)} like ${containing(word)} escape '\\'`;

const hasLiveLink = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom("essay_share_links")
      .select("essay_share_links.token")
      .whereRef("essay_share_links.essay_id", "=", "essays.id")
      .where("essay_share_links.revoked_at", "is", null),
  );

/** Whether the essay is in the state, as EssayListState says. */
function inState(eb: Eb, state: EssayListState) {
  const corrected = eb("essays.status", "=", "SUCCESS");
  switch (state) {
    case "pending":
      return eb("essays.status", "=", "PENDING");
    case "to_check":
      return eb.and([corrected, eb("essays.review_checked", "<", eb.ref("essays.review_total"))]);
    case "checked":
      return eb.and([corrected, eb("essays.review_checked", ">=", eb.ref("essays.review_total"))]);
    case "shared":
      return hasLiveLink(eb);
    case "draft_in":
      return eb.exists(
        eb.selectFrom("essay_drafts").select("essay_drafts.id").whereRef("essay_drafts.essay_id", "=", "essays.id"),
      );
  }
}

/** A word found in the student's name, the task or the class's name. */
const hasWord = (eb: Eb, word: string) =>
  eb.or([
    likeWord("essays.search_name", word),
    likeWord("essays.search_topic", word),
    eb.exists(
      eb
        .selectFrom("classes")
        .select("classes.id")
        .whereRef("classes.id", "=", "essays.class_id")
        .where(likeWord("classes.search_name", word)),
    ),
  ]);

/** The owner's listed essays as the filters narrow them. */
function filtered(db: Kysely<Database>, ownerUserId: string, filters: EssayListFilters) {
  let query: SelectQueryBuilder<Database, "essays", object> = db
    .selectFrom("essays")
    .where("essays.owner_user_id", "=", ownerUserId)
    .where("essays.status", "in", ["SUCCESS", "PENDING"]);
  if (filters.hasTopic !== undefined)
    query = query.where("essays.topic_input_method", filters.hasTopic ? "is not" : "is", null);
  if (filters.classId !== undefined) query = query.where("essays.class_id", "=", filters.classId);
  if (filters.studentId !== undefined) query = query.where("essays.student_id", "=", filters.studentId);
  if (filters.certificateId !== undefined) query = query.where("essays.certificate_id", "=", filters.certificateId);
  const { state } = filters;
  if (state !== undefined) query = query.where((eb) => inState(eb, state));
  for (const word of filters.words) query = query.where((eb) => hasWord(eb, word));
  return query;
}

/** A page of the owner's essays the filters find, newest first, and how many they find in all. */
export async function listEssaysOfOwner(
  db: Kysely<Database>,
  ownerUserId: string,
  filters: EssayListFilters,
  page: { offset: number; limit: number },
): Promise<{ essays: ListedEssay[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, ownerUserId, filters)
      .leftJoin("classes", "classes.id", "essays.class_id")
      .selectAll("essays")
      .select("classes.name as class_name")
      .select((eb) => hasLiveLink(eb).as("shared"))
      .orderBy("essays.created_at", "desc")
      .orderBy("essays.id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, ownerUserId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    essays: rows.map((row) => ({ ...essayOf(row), shared: Boolean(row.shared) })),
    total: Number(count.count),
  };
}
