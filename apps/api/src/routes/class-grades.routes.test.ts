import { describe, expect, it } from "vitest";
import { useEssayApi } from "../testing/essay-suite";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { randomUUID } from "node:crypto";
import { B2_FIRST_CRITERIA, createTextEssay, ESSAY_TEXT, waitForCorrection } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { addStudents, createClass } from "../testing/classes";
import { call } from "../testing/organisations";
import { readZip } from "../testing/zip";

const suite = useEssayApi();

const HEADER_START = "Student,Date,Task,Certificate,Status";
const HEADER_END = "Total,Out of,Grade by,Latest draft,Draft grade,Draft out of,Draft marks fixed,Draft marks";
const B2 = '"Cambridge B2 First (B2, essay)"';
const LONG_TASK =
  "Write an essay for your teacher:   is it better to spend the holidays in nature, far from the city, or in a big city?";

/** The rows of a grades file as lines, after its byte-order mark. */
const linesOf = (payload: Buffer) => payload.toString("utf8").slice(1).trimEnd().split("\r\n");

describe("GET /api/v1/classes/:class_id/grades.csv", () => {
  it("gives one row per essay by student then date, with the task, whose grade it is, and the latest draft", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, {
      name: "4B — B2 First",
      certificate: B2_FIRST_ESSAY,
    });
    const names = ["Ana Díaz", "=Ben Cole", "Cara Lee", "Dana Ruiz"];
    const added = await addStudents(suite.ctx, suite.alice.token, made.id, names);
    const idOf = (name: string) => added.find((student) => student.data.name === name)!.id;
    const [ana, ben, dana] = [idOf("Ana Díaz"), idOf("=Ben Cole"), idOf("Dana Ruiz")];
    const first = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ana });
    const second = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ben, topic_text: LONG_TASK });
    await createTextEssay(suite.ctx, suite.alice.token); // of no class: not in the file
    const placed = { class_id: made.id, owner: suite.alice } as const;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await insertEssayRow(suite.ctx.api.db, placed.owner, {
      class_id: placed.class_id,
      student_id: ana,
      created_at: yesterday,
      locked_until: null,
      status: "FAILURE",
      failure_reason: "The photo could not be read.",
    });
    await insertEssayRow(suite.ctx.api.db, placed.owner, {
      class_id: placed.class_id,
      student_id: dana,
      status: "FAILURE",
      locked_until: null,
    });
    const graded = await waitForCorrection(suite.ctx, first.id);
    const advised = await waitForCorrection(suite.ctx, second.id);
    const grades = Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 4]));
    const saved = await suite.patch(graded.id, suite.alice.token, graded.version + 1, {
      user_feedback: { grade_per_certificate_criterion: grades, grade: 16 },
    });
    expect(saved.statusCode).toBe(200);
    const draft = await sendGradedDraft(graded.id, grades);

    const reply = await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toBe('attachment; filename="grades-4B-B2-First.csv"');
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = linesOf(reply.rawPayload);
    expect(lines[0]).toBe(`${HEADER_START},${B2_FIRST_CRITERIA.join(",")},${HEADER_END}`);
    const today = new Date().toISOString().slice(0, 10);
    const task = "Are holidays in nature better than city breaks?";
    const shortTask = "Write an essay for your teacher: is it better to spend the…";
    const advisedCells = B2_FIRST_CRITERIA.map((name) => advised.data.grade_per_certificate_criterion![name]);
    const { fixed, total } = draft.check.counts;
    expect(lines.slice(1)).toEqual([
      `'=Ben Cole,${today},${shortTask},${B2},Corrected,${advisedCells.join(",")},${advised.data.grade},20,Advised by Redpen,,,,,`,
      `Ana Díaz,${yesterday.slice(0, 10)},,${B2},Could not be corrected,,,,,,,,,,,,`,
      `Ana Díaz,${today},${task},${B2},Corrected,4,4,4,4,16,20,Teacher,2,15,20,${fixed},${total}`,
      `Cara Lee,,,,No essay handed in,,,,,,,,,,,,`,
      `Dana Ruiz,${today},,${B2},Could not be corrected,,,,,,,,,,,,`,
    ]);
  });

  it("answers 404 to another teacher and gives only the header for a class with no essay and no student", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, { name: "Empty" });
    const foreign = await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, suite.bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_message).toMatch(/^[A-Z].*\.$/);
    const empty = await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, suite.alice.token);
    expect(empty.rawPayload.toString("utf8").slice(1)).toBe(`${HEADER_START},${HEADER_END}\r\n`);
    const bad = await call(suite.ctx, "GET", `/classes/not-an-id/grades.csv`, suite.alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_field).toBe("path.class_id");
    const unknown = await call(suite.ctx, "GET", `/classes/${randomUUID()}/grades.csv`, suite.alice.token);
    expect(unknown.statusCode).toBe(404);
    expect((await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, undefined)).statusCode).toBe(401);
  });
});

/** The essay's student sends a second draft through its share link, and the teacher grades it 15. */
async function sendGradedDraft(essayId: string, grades: Record<string, number>) {
  const allowed = await call(suite.ctx, "PUT", `/essays/${essayId}/draft-settings`, suite.alice.token, {
    drafts_allowed: 1,
  });
  expect(allowed.statusCode).toBe(200);
  const link = await call(suite.ctx, "POST", `/essays/${essayId}/share-link`, suite.alice.token);
  const token = link.json().data.token as string;
  const text = ESSAY_TEXT.replace("I go to", "I went to");
  const sent = await call(suite.ctx, "POST", `/shared-essays/${token}/drafts`, undefined, { text });
  expect(sent.statusCode).toBe(201);
  const draft = sent.json().data;
  const gradedDraft = await call(suite.ctx, "PATCH", `/essays/${essayId}/drafts/${draft.id}`, suite.alice.token, {
    version: 2,
    data: { user_feedback: { grade_per_certificate_criterion: { ...grades, Organisation: 3 }, grade: 15 } },
  });
  expect(gradedDraft.statusCode).toBe(200);
  return draft as { id: string; check: { counts: { fixed: number; total: number } } };
}

describe("the teacher's export", () => {
  it("holds their classes with their students and notes", async () => {
    const made = await createClass(suite.ctx, suite.bob.token, { name: "3A" });
    const [cara] = await addStudents(suite.ctx, suite.bob.token, made.id, ["Cara Lee"]);
    await call(suite.ctx, "PATCH", `/students/${cara!.id}`, suite.bob.token, {
      version: 2,
      data: { notes: "Left-handed." },
    });
    const zip = await readZip((await call(suite.ctx, "GET", "/users/me/export", suite.bob.token)).rawPayload);
    const classes = JSON.parse(zip.get("classes.json")!.toString("utf8"));
    expect(classes).toEqual({
      classes: [
        expect.objectContaining({
          id: made.id,
          name: "3A",
          archived: false,
          students: [expect.objectContaining({ id: cara!.id, name: "Cara Lee", notes: "Left-handed." })],
        }),
      ],
    });
  });
});
