import { randomUUID } from "node:crypto";
import {
  countWords,
  isReviewed,
  visibleEdits,
  type ClassOverviewResponse,
  type ClassProgressEssay,
  type EssayResponse,
  type StudentProgressResponse,
} from "@redpen/contract";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { insertClassSet } from "../db/class-sets.queries";
import { addStudents, createClass } from "../testing/classes";
import { asEditInput, useEssayApi } from "../testing/essay-suite";
import { SAMPLE_ESSAY } from "../testing/essay-texts";
import {
  B2_FIRST_CRITERIA,
  bearer,
  createTextEssay,
  ESSAY_TEXT,
  setCredits,
  waitForCorrection,
} from "../testing/essays";

const suite = useEssayApi();

const get = (url: string, token?: string) =>
  suite.ctx.api.app.inject({ method: "GET", url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

/** An essay of the student's, sent for correction. */
const essayOf = (classId: string, studentId: string, original: string) =>
  createTextEssay(suite.ctx, suite.alice.token, { class_id: classId, student_id: studentId, original });

/** A class of Alice's with three students; Ana has two corrected essays, the first one marked and graded by Alice. */
async function makeClassWithEssays() {
  await setCredits(suite.ctx, suite.alice.organisationId, 20);
  const made = await createClass(suite.ctx, suite.alice.token, { name: "4B — B2 First" });
  const [ana, ben, cal] = await addStudents(suite.ctx, suite.alice.token, made.id, [
    "Ana Diaz",
    "Ben Cole",
    "Cal Reyes",
  ]);
  // Sent one after the other (so their dates tell them apart), corrected by the queue together.
  const sent = [];
  for (const [student, text] of [
    [ana!, ESSAY_TEXT],
    [ana!, SAMPLE_ESSAY],
    [ben!, SAMPLE_ESSAY],
  ] as const)
    sent.push(await essayOf(made.id, student.id, text));
  const corrected = await Promise.all(sent.map((essay) => waitForCorrection(suite.ctx, essay.id)));
  const [first, second, benEssay] = corrected as [EssayResponse, EssayResponse, EssayResponse];
  // Alice rejects the first essay's first correction, then grades it herself.
  const [rejected, ...kept] = first.data.edits!;
  expect(rejected, "the engine corrects the test essay").toBeDefined();
  const marked = await suite.patch(first.id, suite.alice.token, first.version + 1, {
    edits: [{ ...asEditInput(rejected!), state: "rejected" }, ...kept.map(asEditInput)],
  });
  expect(marked.statusCode).toBe(200);
  const grades = Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 4]));
  const graded = await suite.patch(first.id, suite.alice.token, marked.json().version + 1, {
    user_feedback: { grade_per_certificate_criterion: grades, grade: 16 },
  });
  expect(graded.statusCode).toBe(200);
  return {
    classId: made.id,
    ana: ana!,
    ben: ben!,
    cal: cal!,
    first: graded.json() as EssayResponse,
    second,
    benEssay,
  };
}

let classMade: Awaited<ReturnType<typeof makeClassWithEssays>>;
// Made once for the file: correcting its essays takes the queue a few seconds (more on a busy machine).
beforeAll(async () => {
  classMade = await makeClassWithEssays();
}, 120_000);
const classWithEssays = async () => classMade;

describe("GET /api/v1/students/:student_id/progress", () => {
  it("gives the student's essays oldest first with the grade that counts, and their figures without rejected corrections", async () => {
    const { ana, classId, first, second } = await classWithEssays();
    const reply = await get(`/students/${ana.id}/progress`, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    const progress = (reply.json() as StudentProgressResponse).data;
    expect(progress.student).toEqual({ id: ana.id, name: "Ana Diaz", class_id: classId, class_name: "4B — B2 First" });
    expect(progress.essays.map((essay) => essay.id)).toEqual([first.id, second.id]);
    const [firstFigures, secondFigures] = progress.essays;
    expect(firstFigures!.grade).toMatchObject({ source: "teacher", total: 16, max: 20 });
    expect(secondFigures!.grade).toMatchObject({ source: "advised", total: second.data.grade, max: 20 });
    const shown = visibleEdits(first.data.edits!);
    expect(firstFigures!.corrections).toBe(shown.length);
    expect(shown.length).toBe(first.data.edits!.length - 1);
    expect(firstFigures!.words).toBe(countWords(ESSAY_TEXT));
    expect(progress.criteria.map((criterion) => criterion.name)).toEqual([...B2_FIRST_CRITERIA]);
    expect(progress.error_rates[0]!.total_per_100_words).toBe(
      Math.round((shown.length / countWords(ESSAY_TEXT)) * 1000) / 10,
    );

    // The three most frequent kinds, each with examples taken from the student's own essays.
    expect(progress.frequent_errors.length).toBeGreaterThan(0);
    expect(progress.frequent_errors.length).toBeLessThanOrEqual(3);
    const texts = new Map([
      [first.id, first.data.original!],
      [second.id, second.data.original!],
    ]);
    for (const kind of progress.frequent_errors)
      for (const example of kind.examples) {
        expect(texts.get(example.essay_id)).toContain(`${example.original}`);
        const rejected = first.data.edits!.find((edit) => edit.state === "rejected")!;
        expect(
          example.essay_id === first.id &&
            example.original === rejected.original &&
            example.replacement === rejected.replacement,
        ).toBe(false);
      }
    const counted = progress.frequent_errors.map((kind) => kind.count);
    expect([...counted].sort((a, b) => b - a)).toEqual(counted);
  });

  it("is empty for a student with no essay", async () => {
    const { cal } = await classWithEssays();
    const reply = await get(`/students/${cal.id}/progress`, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ essays: [], criteria: [], error_rates: [], frequent_errors: [] });
  });

  it("refuses a call without a token, a malformed id naming the field, an unknown student and another teacher's (404)", async () => {
    const { ana } = await classWithEssays();
    expect((await get(`/students/${ana.id}/progress`)).statusCode).toBe(401);
    const malformed = await get("/students/ana/progress", suite.alice.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_field).toBe("path.student_id");
    const unknown = await get(`/students/${randomUUID()}/progress`, suite.alice.token);
    expect(unknown.statusCode).toBe(404);
    const stranger = await get(`/students/${ana.id}/progress`, suite.bob.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
  });
});

/** A started class set of Alice's for the class, which made these essays (as starting it would have). */
/** A started class set of the class's; `minutesAgo` orders two sets made in the same millisecond. */
async function insertStartedSet(classId: string, essayIds: string[], topic: string, minutesAgo = 0) {
  const id = randomUUID();
  const now = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await insertClassSet(
    suite.ctx.api.db,
    {
      id,
      owner_user_id: suite.alice.userId,
      class_id: classId,
      certificate_id: B2_FIRST_ESSAY_ID,
      certificate_name: B2_FIRST_ESSAY.name,
      certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
      certificate_format: B2_FIRST_ESSAY.format,
      topic_text: topic,
      source: "PHOTOS",
      pdf_key: null,
      pages_total: 1,
      status: "STARTED",
      created_at: now,
      updated_at: now,
    },
    [null],
  );
  await suite.ctx.api.db
    .updateTable("class_sets")
    .set({ essay_ids: JSON.stringify(essayIds) })
    .where("id", "=", id)
    .execute();
  return id;
}

const overviewOf = async (classId: string) => {
  const reply = await get(`/classes/${classId}/overview`, suite.alice.token);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as ClassOverviewResponse).data;
};

// Before the class's progress tests, which add an essay with no student to the class.
describe("GET /api/v1/classes/:class_id/overview", () => {
  it("gives each criterion's mean and spread over each student's latest essay, and who has not handed in", async () => {
    const { classId, cal, second, benEssay } = await classWithEssays();
    const overview = await overviewOf(classId);
    expect(overview).toMatchObject({ students: 3, essays_counted: 2, latest_set: null });
    expect(overview.no_essay).toEqual([{ id: cal.id, name: "Cal Reyes" }]);
    expect(overview.criteria.map((criterion) => criterion.name)).toEqual([...B2_FIRST_CRITERIA]);
    for (const criterion of overview.criteria) {
      // Ana's latest essay (the second, advised) and Ben's, on the certificate's scale of 0 to 5.
      const grades = [second, benEssay].map((essay) => essay.data.grade_per_certificate_criterion![criterion.name]!);
      const mean = (grades[0]! + grades[1]!) / 2;
      expect(criterion).toEqual({
        name: criterion.name,
        scale_max: 5,
        essays: 2,
        mean: Math.round(mean * 10) / 10,
        lowest: Math.min(...grades),
        highest: Math.max(...grades),
        standard_deviation: Math.round(Math.abs(grades[0]! - mean) * 10) / 10,
      });
    }
  });

  it("names the kinds of error most students made, with examples from their own latest essays", async () => {
    const { classId, second, benEssay } = await classWithEssays();
    const { frequent_errors: kinds } = await overviewOf(classId);
    expect(kinds.length).toBeGreaterThan(0);
    const texts = new Map([
      [second.id, ["Ana Diaz", second]],
      [benEssay.id, ["Ben Cole", benEssay]],
    ] as const);
    for (const kind of kinds) {
      expect(kind.students).toBeLessThanOrEqual(2);
      expect(kind.examples.length).toBe(kind.students);
      for (const example of kind.examples) {
        const [name, essay] = texts.get(example.essay_id)!;
        expect(example.student_name).toBe(name);
        expect(
          visibleEdits(essay.data.edits!).some(
            (edit) => edit.original === example.original && edit.replacement === example.replacement,
          ),
        ).toBe(true);
      }
    }
    const counts = kinds.map((kind) => kind.students);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(kinds.some((kind) => kind.key === "other")).toBe(false);
  });

  it("compares a student's latest essay with the one before, by the grade that counts", async () => {
    const { classId, ana, first, second } = await classWithEssays();
    const { improved, not_improved } = await overviewOf(classId);
    const changes = [...improved, ...not_improved];
    expect(changes.map((change) => change.name)).toEqual(["Ana Diaz"]);
    const change = changes[0]!;
    expect(change).toMatchObject({
      student_id: ana.id,
      before: { essay_id: first.id, grade_share: 0.8 },
      latest: { essay_id: second.id, grade_share: Math.round((second.data.grade! / 20) * 100) / 100 },
    });
    const gain = Math.round((change.latest.grade_share! - 0.8) * 100) / 100;
    expect(change.change).toBe(gain >= 0.05 ? "improved" : gain <= -0.05 ? "worse" : "same");
    expect(improved.length).toBe(change.change === "improved" ? 1 : 0);
  });

  it("names the students with no essay in the class's latest started class set", async () => {
    const { classId, ana, cal, benEssay, first } = await classWithEssays();
    await insertStartedSet(classId, [first.id], "An older task", 60);
    const latest = await insertStartedSet(classId, [benEssay.id], "Holidays");
    const { latest_set } = await overviewOf(classId);
    expect(latest_set).toMatchObject({ id: latest, topic: "Holidays" });
    expect(latest_set!.missing).toEqual([
      { id: ana.id, name: "Ana Diaz" },
      { id: cal.id, name: "Cal Reyes" },
    ]);
  });

  it("is empty for a class with no students or essays", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, { name: "Empty" });
    expect(await overviewOf(made.id)).toEqual({
      students: 0,
      essays_counted: 0,
      criteria: [],
      frequent_errors: [],
      improved: [],
      not_improved: [],
      no_essay: [],
      latest_set: null,
    });
  });

  it("refuses a call without a token, a malformed id naming the field, and another school's class as an unknown one (404)", async () => {
    const { classId } = await classWithEssays();
    expect((await get(`/classes/${classId}/overview`)).statusCode).toBe(401);
    const malformed = await get("/classes/4B/overview", suite.alice.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_field).toBe("path.class_id");
    const stranger = await get(`/classes/${classId}/overview`, suite.bob.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual((await get(`/classes/${randomUUID()}/overview`, suite.alice.token)).json());
  });
});

describe("GET /api/v1/classes/:class_id/progress", () => {
  it("lists the class's students by name and its essays newest first, each with its status, grade and what to work on", async () => {
    const { classId, ana, ben, cal, first, second, benEssay } = await classWithEssays();
    // An essay of the class with no student picked is listed too.
    const unnamed = await createTextEssay(suite.ctx, suite.alice.token, { class_id: classId, name: "Dora" });
    const reply = await get(`/classes/${classId}/progress`, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    const { students, essays } = reply.json().data;
    expect(
      students.map((student: { name: string; essay_count: number }) => [student.name, student.essay_count]),
    ).toEqual([
      ["Ana Diaz", 2],
      ["Ben Cole", 1],
      ["Cal Reyes", 0],
    ]);
    expect(students[2]).toEqual({ id: cal.id, name: "Cal Reyes", essay_count: 0, work_on: null });
    expect(essays.map((essay: { id: string; student_id: string | null }) => [essay.id, essay.student_id])).toEqual([
      [unnamed.id, null],
      [benEssay.id, ben.id],
      [second.id, ana.id],
      [first.id, ana.id],
    ]);
    const graded = essays.find((essay: { id: string }) => essay.id === first.id);
    expect(graded).toMatchObject({ status: "SUCCESS", grade: { source: "teacher", total: 16, max: 20 } });
    expect(graded.work_on?.label).toEqual(expect.any(String));
    expect(essays[0].name).toBe("Dora");
    expect(essays.every((essay: { latest_draft: unknown }) => essay.latest_draft === null)).toBe(true);
    // How far Alice went: she rejected one correction (checked), and shared nothing yet.
    expect((graded as ClassProgressEssay).review).toEqual({
      checked: first.data.edits!.filter(isReviewed).length,
      total: first.data.edits!.length,
      shared: false,
      share_mode: "corrections",
      drafts_allowed: 0,
    });
    expect((graded as ClassProgressEssay).review.checked).toBeGreaterThanOrEqual(1);
  });

  it("says which essays' students sent a second draft, and how many marks the latest one fixed", async () => {
    const { classId, benEssay } = await classWithEssays();
    const allowed = await suite.ctx.api.app.inject({
      method: "PUT",
      url: `/api/v1/essays/${benEssay.id}/draft-settings`,
      headers: bearer(suite.alice.token),
      payload: { drafts_allowed: 1 },
    });
    expect(allowed.statusCode).toBe(200);
    const link = await suite.ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/essays/${benEssay.id}/share-link`,
      headers: bearer(suite.alice.token),
    });
    // The student fixes the first mark as expected and leaves the others.
    const [mark] = visibleEdits(benEssay.data.edits ?? []);
    const text = benEssay.data.original!;
    const draftText = text.slice(0, mark!.start) + mark!.replacement + text.slice(mark!.end);
    const sent = await suite.ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/shared-essays/${link.json().data.token}/drafts`,
      payload: { text: draftText },
    });
    expect(sent.statusCode).toBe(201);
    const { counts } = sent.json().data.check;
    const { essays } = (await get(`/classes/${classId}/progress`, suite.alice.token)).json().data;
    const withDraft = essays.find((essay: { id: string }) => essay.id === benEssay.id);
    expect(withDraft.latest_draft).toEqual({
      number: 2,
      sent_at: sent.json().data.created_at,
      fixed: counts.fixed,
      total: counts.total,
    });
    expect(counts.fixed).toBeGreaterThanOrEqual(1);
    expect(withDraft.review).toMatchObject({ shared: true, drafts_allowed: 1 });
    expect(
      essays.filter((essay: { latest_draft: unknown }) => essay.latest_draft !== null).map((e: { id: string }) => e.id),
    ).toEqual([benEssay.id]);
  });

  it("refuses another teacher's class and an unknown one alike (404), and a malformed id naming the field", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, { name: "5A" });
    const stranger = await get(`/classes/${made.id}/progress`, suite.bob.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual((await get(`/classes/${randomUUID()}/progress`, suite.alice.token)).json());
    const malformed = await get("/classes/5A/progress", suite.alice.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_field).toBe("path.class_id");
    expect((await get(`/classes/${made.id}/progress`)).statusCode).toBe(401);
  });
});
