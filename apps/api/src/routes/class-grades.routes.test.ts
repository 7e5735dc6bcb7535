import { describe, expect, it } from "vitest";
import { useEssayApi } from "../testing/essay-suite";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { B2_FIRST_CRITERIA, createTextEssay, waitForCorrection } from "../testing/essays";
import { addStudents, createClass } from "../testing/classes";
import { call } from "../testing/organisations";
import { readZip } from "../testing/zip";

const suite = useEssayApi();

describe("GET /api/v1/classes/:class_id/grades.csv", () => {
  it("gives one row per corrected essay, the teacher's grade where they saved one, readable by a spreadsheet", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, {
      name: "4B — B2 First",
      certificate: B2_FIRST_ESSAY,
    });
    const added = await addStudents(suite.ctx, suite.alice.token, made.id, ["Ana Díaz", "=Ben Cole"]);
    const [ana, ben] = ["Ana Díaz", "=Ben Cole"].map((name) => added.find((student) => student.data.name === name));
    const first = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ana!.id });
    const second = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ben!.id });
    await createTextEssay(suite.ctx, suite.alice.token); // of no class: not in the file
    const graded = await waitForCorrection(suite.ctx, first.id);
    const advised = await waitForCorrection(suite.ctx, second.id);
    const grades = Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 4]));
    const saved = await suite.patch(graded.id, suite.alice.token, graded.version + 1, {
      user_feedback: { grade_per_certificate_criterion: grades, grade: 16 },
    });
    expect(saved.statusCode).toBe(200);

    const reply = await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toBe('attachment; filename="grades-4B-B2-First.csv"');
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = reply.rawPayload.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(`Student,Date,Certificate,${B2_FIRST_CRITERIA.join(",")},Total,Out of,Grade by`);
    expect(lines).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(lines[1]).toBe(`Ana Díaz,${today},"Cambridge B2 First (B2, essay)",4,4,4,4,16,20,Teacher`);
    const advisedCells = B2_FIRST_CRITERIA.map((name) => advised.data.grade_per_certificate_criterion![name]);
    expect(lines[2]).toBe(
      `'=Ben Cole,${today},"Cambridge B2 First (B2, essay)",${advisedCells.join(",")},${advised.data.grade},20,Advised by Redpen`,
    );
  });

  it("answers 404 to another teacher and gives only the header for a class with no corrected essay", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, { name: "Empty" });
    expect((await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, suite.bob.token)).statusCode).toBe(404);
    const empty = await call(suite.ctx, "GET", `/classes/${made.id}/grades.csv`, suite.alice.token);
    expect(empty.rawPayload.toString("utf8").slice(1)).toBe("Student,Date,Certificate,Total,Out of,Grade by\r\n");
    const bad = await call(suite.ctx, "GET", `/classes/not-an-id/grades.csv`, suite.alice.token);
    expect(bad.statusCode).toBe(400);
  });
});

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
