import { describe, expect, it } from "vitest";
import { useEssayApi, ledgerOf } from "../testing/essay-suite";
import { createTextEssay, postEssay, textEssayData, waitForCorrection } from "../testing/essays";
import { addStudents, createClass } from "../testing/classes";
import { call } from "../testing/organisations";

const suite = useEssayApi();

/** A class of the teacher's with two students. */
async function classOf(token: string) {
  const made = await createClass(suite.ctx, token, { name: "4B" });
  const [ana, ben] = await addStudents(suite.ctx, token, made.id, ["Ana Diaz", "Ben Cole"]);
  return { classId: made.id, ana: ana!.id, ben: ben!.id };
}

describe("an essay's class and student", () => {
  it("are taken on creation: the student's class is the essay's, and the student's name its name", async () => {
    const { classId, ana } = await classOf(suite.alice.token);
    const essay = await createTextEssay(suite.ctx, suite.alice.token, { class_id: classId, student_id: ana, name: "" });
    expect(essay.data).toMatchObject({ class_id: classId, student_id: ana, name: "Ana Diaz" });
    const byStudentAlone = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ana });
    expect(byStudentAlone.data.class_id).toBe(classId);
    const typed = await createTextEssay(suite.ctx, suite.alice.token, { name: "Someone new" });
    expect(typed.data).toMatchObject({ class_id: null, student_id: null, name: "Someone new" });
  });

  it("refuses another teacher's class or student (404) and a student of another class (400), charging nothing", async () => {
    const mine = await classOf(suite.alice.token);
    const other = await classOf(suite.alice.token);
    const bobs = await classOf(suite.bob.token);
    const before = (await ledgerOf(suite.ctx, suite.alice.organisationId)).length;
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ class_id: bobs.classId }, 404, "data.class_id", /No class of yours/],
      [{ student_id: bobs.ana }, 404, "data.student_id", /No student of yours/],
      [{ class_id: mine.classId, student_id: bobs.ana }, 404, "data.student_id", /No student of yours/],
      [{ class_id: other.classId, student_id: mine.ana }, 400, "data.student_id", /Ana Diaz is not in this class/],
      [{ class_id: "4B" }, 400, "data.class_id", /class/],
    ];
    for (const [fields, status, field, message] of cases) {
      const reply = await postEssay(suite.ctx, suite.alice.token, { data: textEssayData(fields) });
      expect(reply.statusCode, JSON.stringify(fields)).toBe(status);
      expect(reply.json().error_field).toBe(field);
      expect(reply.json().error_message).toMatch(message);
    }
    expect(await ledgerOf(suite.ctx, suite.alice.organisationId)).toHaveLength(before);
  });

  it("are changed by PATCH with version + 1, while the essay is still being corrected too, and cleared with null", async () => {
    const { classId, ana, ben } = await classOf(suite.alice.token);
    const essay = await createTextEssay(suite.ctx, suite.alice.token, { name: "Typed" });
    const filed = await suite.patch(essay.id, suite.alice.token, essay.version + 1, { student_id: ben });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toMatchObject({ class_id: classId, student_id: ben, name: "Ben Cole" });
    const corrected = await waitForCorrection(suite.ctx, essay.id);
    const wrongClass = await suite.patch(essay.id, suite.alice.token, corrected.version + 1, {
      class_id: (await classOf(suite.alice.token)).classId,
      student_id: ana,
    });
    expect(wrongClass.statusCode).toBe(400);
    const bobs = await classOf(suite.bob.token);
    const foreign = await suite.patch(essay.id, suite.alice.token, corrected.version + 1, { class_id: bobs.classId });
    expect(foreign.statusCode).toBe(404);
    const stale = await suite.patch(essay.id, suite.alice.token, corrected.version, { student_id: ana });
    expect(stale.statusCode).toBe(409);
    const cleared = await suite.patch(essay.id, suite.alice.token, corrected.version + 1, {
      class_id: null,
      student_id: null,
    });
    expect(cleared.json().data).toMatchObject({ class_id: null, student_id: null, name: "Ben Cole" });
    const byBob = await suite.patch(essay.id, suite.bob.token, corrected.version + 2, { class_id: bobs.classId });
    expect(byBob.statusCode).toBe(403);
    const mixed = await suite.patch(essay.id, suite.alice.token, corrected.version + 2, {
      student_id: ana,
      feedback: "Two words.",
    });
    expect(mixed.statusCode).toBe(400);
  });

  it("filter the teacher's essays list, and 404 a filter on another teacher's class or student", async () => {
    const { classId, ana, ben } = await classOf(suite.alice.token);
    const hers = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ana });
    const his = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ben });
    await createTextEssay(suite.ctx, suite.alice.token);
    const ids = async (query: string) =>
      (await call(suite.ctx, "GET", `/essays?${query}`, suite.alice.token))
        .json()
        .data.map((e: { id: string }) => e.id);
    expect(await ids(`class_id=${classId}`)).toEqual([his.id, hers.id]);
    expect(await ids(`student_id=${ana}`)).toEqual([hers.id]);
    const bobs = await classOf(suite.bob.token);
    expect((await call(suite.ctx, "GET", `/essays?class_id=${bobs.classId}`, suite.alice.token)).statusCode).toBe(404);
    expect((await call(suite.ctx, "GET", `/essays?student_id=${bobs.ana}`, suite.alice.token)).statusCode).toBe(404);
    const bad = await call(suite.ctx, "GET", `/essays?class_id=4B`, suite.alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_field).toBe("query.class_id");
  });

  it("are not shown to a visitor reading the essay through its share link", async () => {
    const { ana } = await classOf(suite.alice.token);
    const essay = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ana });
    await waitForCorrection(suite.ctx, essay.id);
    const shared = (await suite.getShared(essay.id)).json().data;
    expect(shared).toMatchObject({ class_id: null, student_id: null, name: "Ana Diaz" });
  });
});
