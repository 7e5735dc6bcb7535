/**
 * `npx tsx bench/essay-list.bench.ts` (part of `npm run bench -w @redpen/api`): the essay list of a
 * teacher with 5,000 essays, on SQLite and on PostgreSQL (fresh databases; PostgreSQL at
 * TEST_POSTGRES_URL or 127.0.0.1:5432, skipped when unreachable). The essays are written straight
 * into the database as the product writes them (a realistic text and marking each, in 12 classes
 * of 25 students, a tenth of them shared, some with a second draft, some pending), then GET /essays
 * is timed over the api (route, query, presenting and the reply's serialising) for the first page
 * of 50, a search, and each filter: median of RUNS, after one warm-up call. Figures are printed,
 * never asserted: they depend on the machine. Target: under 1 s each.
 */
import { randomUUID } from "node:crypto";
import { searchable, type EssayListResponse } from "@redpen/contract";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";
import { postgresReachable } from "../../../test-support/databases";
import { newEssayRow } from "../src/db/essay-columns";
import { NOT_YET_CORRECTED } from "../src/db/essays.queries";
import { bearer, ESSAY_TEXT, essayTextEdit } from "../src/testing/essays";
import { newTeacher, type Teacher } from "../src/testing/teachers";
import { startTestApi, type TestContext } from "../src/testing/test-api";

const ESSAYS = 5_000;
const CLASSES = 12;
const STUDENTS_PER_CLASS = 25;
const RUNS = 7;
const CHUNK = 250;
const C1_ESSAY = {
  id: "cambridge-c1-advanced:essay",
  name: "Cambridge C1 Advanced",
  cefr_level: "C1",
  format: "essay",
};

const ENGINE_EDITS = [
  essayTextEdit("I go", "went"),
  essayTextEdit("We was", "were", "subject-verb agreement"),
  essayTextEdit("relax and breath", "breathe", "spelling"),
  essayTextEdit("holidays in nature is", "are", "subject-verb agreement"),
];
const FIRST_NAMES = ["Lucía", "Ben", "Zoë", "Omar", "Chloé", "Dan", "Ana", "Jorge", "Mei", "Tomás"];
const LAST_NAMES = ["Pérez", "Cole", "Adams", "Haddad", "Martin", "Brown", "Díaz", "Ruiz", "Chen", "Novák"];
const TOPICS = [
  "Are holidays in nature better than city breaks?",
  "Should young people do volunteer work?",
  "Write a story that ends with a surprise.",
  "Is it better to grow up in a city or in the countryside?",
];

/** A second draft's check as stored: three of the four marks fixed. */
const DRAFT_CHECK = JSON.stringify({
  marks: [],
  counts: { total: 4, fixed: 3, wrong: 1, untouched: 0 },
  new_errors: [],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The teacher's classes and students, written as the product writes them. */
async function insertClasses(ctx: TestContext, teacher: Teacher) {
  const now = new Date().toISOString();
  const classes = Array.from({ length: CLASSES }, (_, index) => ({
    id: randomUUID(),
    name: `${7 + Math.floor(index / 3)}${"ABC"[index % 3]} Año ${2026 - (index % 2)}`,
  }));
  for (const theClass of classes) {
    await ctx.api.db
      .insertInto("classes")
      .values({
        id: theClass.id,
        owner_user_id: teacher.userId,
        organisation_id: teacher.organisationId,
        name: theClass.name,
        search_name: searchable(theClass.name),
        certificate_id: B2_FIRST_ESSAY_ID,
        certificate_name: B2_FIRST_ESSAY.name,
        certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
        certificate_format: B2_FIRST_ESSAY.format,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return classes.map((theClass, classIndex) => ({
    ...theClass,
    students: Array.from({ length: STUDENTS_PER_CLASS }, (_, index) => ({
      id: randomUUID(),
      name: `${FIRST_NAMES[index % 10]} ${LAST_NAMES[(index + classIndex) % 10]} ${Math.floor(index / 10) || ""}`.trim(),
    })),
  }));
}

/** 5,000 essays over the last two years: most corrected, some checked, a tenth shared, some with a draft, a few pending. */
async function insertEssays(ctx: TestContext, teacher: Teacher): Promise<void> {
  const classes = await insertClasses(ctx, teacher);
  const db = ctx.api.db;
  for (const theClass of classes)
    await db
      .insertInto("students")
      .values(
        theClass.students.map((student) => ({
          id: student.id,
          class_id: theClass.id,
          name: student.name,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })),
      )
      .execute();
  const start = Date.parse("2024-12-01T08:00:00.000Z");
  for (let from = 0; from < ESSAYS; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, ESSAYS - from) }, (_, offset) => {
      const index = from + offset;
      const theClass = index % 10 === 9 ? null : classes[index % CLASSES]!;
      const student = theClass ? theClass.students[index % STUDENTS_PER_CLASS]! : null;
      const pending = index % 250 === 0;
      const certificate = index % 7 === 0 ? C1_ESSAY : { id: B2_FIRST_ESSAY_ID, ...B2_FIRST_ESSAY };
      const created = new Date(start + index * 3 * 3_600_000).toISOString();
      const checked = index % 3 === 0;
      return newEssayRow({
        id: randomUUID(),
        owner_user_id: teacher.userId,
        organisation_id: teacher.organisationId,
        ...NOT_YET_CORRECTED,
        status: pending ? "PENDING" : "SUCCESS",
        name: student?.name ?? `Guest ${index}`,
        class_id: theClass?.id ?? null,
        student_id: student?.id ?? null,
        original: ESSAY_TEXT,
        certificate_id: certificate.id,
        certificate_name: certificate.name,
        certificate_cefr_level: certificate.cefr_level,
        certificate_format: certificate.format,
        input_method: "TEXT",
        topic_input_method: "TEXT",
        topic_text: TOPICS[index % TOPICS.length]!,
        student_image_ids: [],
        ...(pending
          ? {}
          : {
              correction: ESSAY_TEXT,
              grade: 12 + (index % 8),
              grade_max: 20,
              grade_per_certificate_criterion: {
                Content: 3,
                "Communicative Achievement": 3,
                Organisation: 3,
                Language: 3,
              },
              edits: ENGINE_EDITS,
              marking: checked
                ? ENGINE_EDITS.map((edit) => ({
                    ...edit,
                    source: "engine" as const,
                    state: "kept" as const,
                    reviewed: true,
                  }))
                : null,
              feedback: "Well done.",
            }),
        drafts_allowed: index % 10 === 0 ? 1 : 0,
        created_at: created,
        updated_at: created,
      });
    });
    await db.insertInto("essays").values(rows).execute();
    const shared = rows.filter((_, offset) => (from + offset) % 10 === 0);
    if (shared.length > 0)
      await db
        .insertInto("essay_share_links")
        .values(shared.map((row) => ({ token: randomUUID(), essay_id: row.id!, created_at: row.created_at! })))
        .execute();
    // Half the shared essays have the student's second draft.
    const drafted = shared.filter((_, index) => index % 2 === 0 && rows.length > 0);
    if (drafted.length > 0)
      await db
        .insertInto("essay_drafts")
        .values(
          drafted.map((row) => ({
            id: randomUUID(),
            essay_id: row.id!,
            number: 2,
            text: ESSAY_TEXT,
            check_result: DRAFT_CHECK,
            edits: "[]",
            created_at: row.created_at!,
            updated_at: row.created_at!,
          })),
        )
        .execute();
  }
}

/** The median time of GET /essays with this query, in milliseconds, and how many essays it found. */
async function timeList(ctx: TestContext, token: string, query: string): Promise<{ ms: number; total: number }> {
  const call = async () => {
    const started = performance.now();
    const reply = await ctx.api.app.inject({ method: "GET", url: `/api/v1/essays?${query}`, headers: bearer(token) });
    const ms = performance.now() - started;
    if (reply.statusCode !== 200) throw new Error(`GET /essays?${query}: ${reply.statusCode} ${reply.body}`);
    return { ms, total: (reply.json() as EssayListResponse).total };
  };
  await call();
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await call());
  return { ms: median(runs.map((run) => run.ms)), total: runs[0]!.total };
}

async function measure(database: "sqlite" | "postgres") {
  process.env.TEST_DATABASE = database;
  const ctx = await startTestApi();
  try {
    const teacher = await newTeacher(ctx);
    const inserting = performance.now();
    await insertEssays(ctx, teacher);
    console.log(`${database}: ${ESSAYS} essays written in ${Math.round(performance.now() - inserting)} ms`);
    const someClass = await ctx.api.db
      .selectFrom("classes")
      .select("id")
      .where("owner_user_id", "=", teacher.userId)
      .executeTakeFirstOrThrow();
    const cases: [string, string][] = [
      ["first page (50)", "limit=50"],
      ["second page", "limit=50&offset=50"],
      ["search 'lucia'", "limit=50&q=lucia"],
      ["search 'ano 2025 volunteer'", "limit=50&q=ano%202025%20volunteer"],
      ["search, no match", "limit=50&q=nobody"],
      ["class", `limit=50&class_id=${someClass.id}`],
      ["certificate (C1)", "limit=50&certificate_id=cambridge-c1-advanced:essay"],
      ["state pending", "limit=50&state=pending"],
      ["state to_check", "limit=50&state=to_check"],
      ["state checked", "limit=50&state=checked"],
      ["state shared", "limit=50&state=shared"],
      ["state draft_in", "limit=50&state=draft_in"],
      ["class + state + search", `limit=50&class_id=${someClass.id}&state=checked&q=holidays`],
    ];
    const rows = [];
    for (const [name, query] of cases) rows.push({ name, ...(await timeList(ctx, teacher.token, query)) });
    return { database, rows };
  } finally {
    await ctx.close();
  }
}

const results = [await measure("sqlite")];
if (await postgresReachable()) results.push(await measure("postgres"));
else console.log("PostgreSQL is not reachable: its figures are skipped.");

console.log(`\nGET /essays, ${ESSAYS} essays of one teacher, median of ${RUNS} (ms; found):`);
const names = results[0]!.rows.map((row) => row.name);
console.log(`| query | ${results.map((result) => result.database).join(" | ")} |`);
console.log(`| --- | ${results.map(() => "---").join(" | ")} |`);
for (const [index, name] of names.entries())
  console.log(
    `| ${name} | ${results.map((result) => `${result.rows[index]!.ms.toFixed(1)} (${result.rows[index]!.total})`).join(" | ")} |`,
  );
