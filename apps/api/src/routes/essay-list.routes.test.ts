import type { EssayListEntry, EssayListResponse } from "@redpen/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { addStudents, createClass } from "../testing/classes";
import { createTextEssay, ESSAY_TEXT, essayTextEdit as edit, waitForCorrection } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { asEditInput, useEssayApi } from "../testing/essay-suite";
import { call } from "../testing/organisations";

const suite = useEssayApi();

const ENGINE_EDITS = [edit("I go", "went"), edit("We was", "were", "subject-verb agreement")];
const C1_ESSAY = {
  certificate_id: "cambridge-c1-advanced:essay",
  certificate_name: "Cambridge C1 Advanced",
  certificate_cefr_level: "C1",
  certificate_format: "essay",
};

/** GET /essays as the teacher with this query; the reply, which must be a 200. */
async function list(query = "", token = suite.alice.token): Promise<EssayListResponse> {
  const reply = await call(suite.ctx, "GET", `/essays${query ? `?${query}` : ""}`, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}
const names = async (query: string) => (await list(query)).data.map((essay) => essay.data.name);
const dayOf = (day: number) => `2026-11-${String(day).padStart(2, "0")}T09:00:00.000Z`;

/**
 * Alice's essays, newest first: Lucía's of 4B Mañana to check (two marks, none checked), Ben's of
 * 4B all checked, shared and with a second draft, Zoë's (no class, C1) still being corrected,
 * Omar's of 5A with no marks at all, and one that failed (never listed).
 */
const fixture = {} as { classB: string; classA: string; lucia: string; ben: string; zoe: string; omar: string };
beforeAll(async () => {
  const alice = suite.alice;
  const db = suite.ctx.api.db;
  fixture.classB = (await createClass(suite.ctx, alice.token, { name: "4B Mañana" })).id;
  fixture.classA = (await createClass(suite.ctx, alice.token, { name: "5A" })).id;
  const [ben, lucia] = await addStudents(suite.ctx, alice.token, fixture.classB, ["Ben Cole", "Lucía Pérez"]);
  const corrected = { status: "SUCCESS" as const, original: ESSAY_TEXT, correction: ESSAY_TEXT, grade_max: 20 };
  fixture.omar = await insertEssayRow(db, alice, {
    ...corrected,
    name: "Omar Haddad",
    class_id: fixture.classA,
    edits: "[]",
    created_at: dayOf(1),
  });
  fixture.zoe = await insertEssayRow(db, alice, { ...C1_ESSAY, name: "Zoë Adams", created_at: dayOf(4) });
  fixture.ben = await insertEssayRow(db, alice, {
    ...corrected,
    name: "Ben Cole",
    class_id: fixture.classB,
    student_id: ben!.id,
    drafts_allowed: 1,
    topic_text: "Write a story about a city break.",
    edits: JSON.stringify(ENGINE_EDITS),
    marking: JSON.stringify([
      { ...ENGINE_EDITS[0], source: "engine", state: "kept", reviewed: true },
      { ...ENGINE_EDITS[1], source: "engine", state: "rejected" },
    ]),
    created_at: dayOf(3),
  });
  fixture.lucia = await insertEssayRow(db, alice, {
    ...corrected,
    name: "Lucía Pérez",
    class_id: fixture.classB,
    student_id: lucia!.id,
    topic_text: "Are HOLIDAYS in nature better than city breaks?",
    grade: 14,
    grade_per_certificate_criterion: JSON.stringify({
      Content: 4,
      "Communicative Achievement": 3,
      Organisation: 4,
      Language: 3,
    }),
    edits: JSON.stringify(ENGINE_EDITS),
    created_at: dayOf(5),
  });
  await insertEssayRow(db, alice, { status: "FAILURE", name: "Lucía Failed", created_at: dayOf(6) });
  await insertEssayRow(db, suite.bob, { ...corrected, name: "Lucía Pérez", edits: "[]", created_at: dayOf(7) });
  // Ben's essay goes to the student, who sends a second draft through its link.
  const shared = await call(suite.ctx, "POST", `/essays/${fixture.ben}/share-link`, alice.token);
  const token = shared.json().data.token as string;
  const draft = ESSAY_TEXT.replace("I go to", "I went to");
  const sent = await call(suite.ctx, "POST", `/shared-essays/${token}/drafts`, undefined, { text: draft });
  expect(sent.statusCode, sent.body).toBe(201);
});

describe("GET /api/v1/essays, the essay list", () => {
  it("lists the teacher's own corrected and pending essays, newest first, with what each card shows", async () => {
    const reply = await list();
    expect(reply.total).toBe(4);
    expect(reply.data.map((essay) => essay.data.name)).toEqual(["Lucía Pérez", "Zoë Adams", "Ben Cole", "Omar Haddad"]);
    const byName = new Map<string | null, EssayListEntry>(reply.data.map((essay) => [essay.data.name, essay]));
    expect(byName.get("Lucía Pérez")!.card).toEqual({
      created_at: dayOf(5),
      class_name: "4B Mañana",
      grade: expect.objectContaining({ source: "advised", total: 14, max: 20 }),
      review: { checked: 0, total: 2, shared: false, share_mode: "corrections", drafts_allowed: 0 },
      latest_draft: null,
    });
    expect(byName.get("Ben Cole")!.card).toMatchObject({
      class_name: "4B Mañana",
      review: { checked: 2, total: 2, shared: true, drafts_allowed: 1 },
      latest_draft: { number: 2, fixed: 1, total: 1 },
    });
    expect(byName.get("Zoë Adams")!.card).toMatchObject({
      class_name: null,
      grade: null,
      review: { checked: 0, total: 0, shared: false },
    });
    expect(byName.get("Zoë Adams")!.data.certificate).toEqual({
      name: "Cambridge C1 Advanced",
      cefr_level: "C1",
      format: "essay",
    });
  });

  it("searches the student's name, the class's name and the task, whatever the case and the accents", async () => {
    expect(await names("q=lucia")).toEqual(["Lucía Pérez"]);
    expect(await names("q=PEREZ")).toEqual(["Lucía Pérez"]);
    expect(await names("q=zoe")).toEqual(["Zoë Adams"]);
    expect(await names("q=manana")).toEqual(["Lucía Pérez", "Ben Cole"]);
    expect(await names("q=4b%20ben")).toEqual(["Ben Cole"]);
    expect(await names("q=holidays")).toEqual(["Lucía Pérez"]);
    expect(await names("q=city%20break")).toEqual(["Lucía Pérez", "Ben Cole"]);
    expect(await names("q=%20%20")).toHaveLength(4);
    // A LIKE wildcard is searched for as itself.
    expect(await names("q=%25")).toEqual([]);
    expect(await names("q=_")).toEqual([]);
    expect(await names("q=nobody")).toEqual([]);
  });

  it("filters by class, certificate and each state, and by several at once", async () => {
    expect(await names(`class_id=${fixture.classB}`)).toEqual(["Lucía Pérez", "Ben Cole"]);
    expect(await names(`class_id=${fixture.classA}`)).toEqual(["Omar Haddad"]);
    expect(await names("certificate_id=cambridge-c1-advanced:essay")).toEqual(["Zoë Adams"]);
    expect(await names("certificate_id=cambridge-b2-first:essay")).toEqual(["Lucía Pérez", "Ben Cole", "Omar Haddad"]);
    expect(await names("certificate_id=no-such-option")).toEqual([]);
    expect(await names("state=pending")).toEqual(["Zoë Adams"]);
    expect(await names("state=to_check")).toEqual(["Lucía Pérez"]);
    expect(await names("state=checked")).toEqual(["Ben Cole", "Omar Haddad"]);
    expect(await names("state=shared")).toEqual(["Ben Cole"]);
    expect(await names("state=draft_in")).toEqual(["Ben Cole"]);
    expect(await names(`state=checked&class_id=${fixture.classB}`)).toEqual(["Ben Cole"]);
    expect(await names(`state=to_check&class_id=${fixture.classA}`)).toEqual([]);
    expect(await names(`q=city&state=shared&certificate_id=cambridge-b2-first:essay`)).toEqual(["Ben Cole"]);
  });

  it("pages: the total counts every essay the filters find, offset and limit pick the page", async () => {
    const first = await list("limit=2");
    expect(first.total).toBe(4);
    expect(first.data.map((essay) => essay.data.name)).toEqual(["Lucía Pérez", "Zoë Adams"]);
    const second = await list("limit=2&offset=2");
    expect(second.total).toBe(4);
    expect(second.data.map((essay) => essay.data.name)).toEqual(["Ben Cole", "Omar Haddad"]);
    const filtered = await list(`limit=1&offset=1&class_id=${fixture.classB}`);
    expect(filtered.total).toBe(2);
    expect(filtered.data.map((essay) => essay.data.name)).toEqual(["Ben Cole"]);
  });

  it("never lists another teacher's essays, and 404s another teacher's class", async () => {
    expect((await list("q=lucia", suite.bob.token)).data.map((essay) => essay.card.class_name)).toEqual([null]);
    expect(await list(`state=shared`, suite.bob.token)).toEqual({ data: [], total: 0 });
    const foreign = await call(suite.ctx, "GET", `/essays?class_id=${fixture.classB}`, suite.bob.token);
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses bad values with a 400 and a sentence naming the field", async () => {
    const cases: [string, string, RegExp][] = [
      ["state=done", "state", /The state must be one of "pending", "to_check", "checked", "shared"/],
      [`q=${"a".repeat(101)}`, "q", /The search .*at most 100 characters/],
      ["certificate_id=", "certificate_id", /The certificate/],
      ["class_id=4B", "class_id", /The class/],
      ["limit=101", "limit", /essays asked for/],
    ];
    for (const [query, field, message] of cases) {
      const reply = await call(suite.ctx, "GET", `/essays?${query}`, suite.alice.token);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error_field, query).toBe(`query.${field}`);
      expect(reply.json().error_message, query).toMatch(message);
    }
  });
});

describe("the essay list's search and states follow the essay, its student and its class", () => {
  it("as the essay is corrected and checked, and its student and class are renamed", async () => {
    const teacher = suite.bob;
    const made = await createClass(suite.ctx, teacher.token, { name: "3C" });
    const [student] = await addStudents(suite.ctx, teacher.token, made.id, ["Élodie Martin"]);
    const essay = await createTextEssay(suite.ctx, teacher.token, { class_id: made.id, student_id: student!.id });
    const bobs = async (query: string) =>
      (await list(query, teacher.token)).data.filter((entry) => entry.id === essay.id).length;
    expect(await bobs("q=elodie")).toBe(1);
    const corrected = await waitForCorrection(suite.ctx, essay.id);
    const marks = corrected.data.edits ?? [];
    expect(marks.length).toBeGreaterThan(0);
    expect(await bobs("state=to_check")).toBe(1);

    const checked = await call(suite.ctx, "PATCH", `/essays/${essay.id}`, teacher.token, {
      version: corrected.version + 1,
      data: { edits: marks.map((mark) => ({ ...asEditInput(mark), reviewed: true })) },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await bobs("state=to_check")).toBe(0);
    expect(await bobs("state=checked")).toBe(1);

    const renamed = await call(suite.ctx, "PATCH", `/students/${student!.id}`, teacher.token, {
      version: student!.version + 1,
      data: { name: "Noémie Martin" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await bobs("q=elodie")).toBe(0);
    expect(await bobs("q=noemie")).toBe(1);
    const classRenamed = await call(suite.ctx, "PATCH", `/classes/${made.id}`, teacher.token, {
      version: made.version + 1,
      data: { name: "Terminale Été" },
    });
    expect(classRenamed.statusCode, classRenamed.body).toBe(200);
    expect(await bobs("q=ete")).toBe(1);
    expect(await bobs("q=3c")).toBe(0);
  });
});
