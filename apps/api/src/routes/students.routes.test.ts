import { randomUUID } from "node:crypto";
import { CLASS_STUDENTS_MAX } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { useEssayApi } from "../testing/essay-suite";
import { createTextEssay } from "../testing/essays";
import { addStudents, createClass } from "../testing/classes";
import { call } from "../testing/organisations";
import { countRows } from "../testing/test-api";
import { invitedTeacher } from "../testing/teachers";

const suite = useEssayApi();
const as = (token: string) => ({
  get: (url: string) => call(suite.ctx, "GET", url, token),
  post: (url: string, body: unknown) => call(suite.ctx, "POST", url, token, body),
  patch: (url: string, body: unknown) => call(suite.ctx, "PATCH", url, token, body),
  delete: (url: string) => call(suite.ctx, "DELETE", url, token),
});
const namesOf = (reply: { json: () => { data: { data: { name: string } }[] } }) =>
  reply.json().data.map((student) => student.data.name);

describe("POST /api/v1/classes/:class_id/students (a pasted list)", () => {
  it("adds one student per name, by name, and leaves out the names the class has already, whatever their case", async () => {
    const alice = as(suite.alice.token);
    const made = await createClass(suite.ctx, suite.alice.token);
    const first = await alice.post(`/classes/${made.id}/students`, { data: { names: ["Ben Cole", " Ana Diaz "] } });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.created.map((s: { data: { name: string } }) => s.data.name)).toEqual([
      "Ana Diaz",
      "Ben Cole",
    ]);
    const again = await alice.post(`/classes/${made.id}/students`, {
      data: { names: ["ana diaz", "Chloé Martin", "CHLOÉ MARTIN"] },
    });
    expect(again.json().data.already_in_class).toEqual(["ana diaz", "CHLOÉ MARTIN"]);
    expect(namesOf(await alice.get(`/classes/${made.id}/students`))).toEqual(["Ana Diaz", "Ben Cole", "Chloé Martin"]);
    expect((await alice.get(`/classes/${made.id}`)).json().data.student_count).toBe(3);
  });

  it("refuses an empty list, a blank name, a name too long, control characters and a class too full, adding nothing", async () => {
    const alice = as(suite.alice.token);
    const made = await createClass(suite.ctx, suite.alice.token);
    const before = await countRows(suite.ctx, "students");
    const cases: [unknown, string, RegExp][] = [
      [{ data: { names: [] } }, "data.names", /list of names needs at least one/],
      [{ data: { names: ["Ana", "  "] } }, "data.names.1", /name 2/i],
      [{ data: { names: ["x".repeat(121)] } }, "data.names.0", /name 1/i],
      [{ data: { names: ["Ana\u202E"] } }, "data.names.0", /invisible characters/],
      [{ data: { names: "Ana\nBen" } }, "data.names", /names/i],
      [{ data: {} }, "data.names", /names/i],
      [
        { data: { names: Array.from({ length: CLASS_STUDENTS_MAX + 1 }, (_, i) => `Student ${i}`) } },
        "data.names",
        /at most/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await alice.post(`/classes/${made.id}/students`, body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.json().error_field).toBe(field);
      expect(reply.json().error_message).toMatch(message);
    }
    await addStudents(
      suite.ctx,
      suite.alice.token,
      made.id,
      Array.from({ length: CLASS_STUDENTS_MAX - 1 }, (_, i) => `S${i}`),
    );
    const full = await alice.post(`/classes/${made.id}/students`, { data: { names: ["One more", "Two more"] } });
    expect(full.statusCode).toBe(400);
    expect(full.json().error_message).toMatch(/at most 200 students and this one has 199/);
    expect(await countRows(suite.ctx, "students")).toBe(before + CLASS_STUDENTS_MAX - 1);
  });
});

describe("POST /api/v1/students", () => {
  it("adds one student with notes to the teacher's class, and 404s another teacher's class or an unknown one", async () => {
    const made = await createClass(suite.ctx, suite.alice.token);
    const reply = await as(suite.alice.token).post("/students", {
      data: { class_id: made.id, name: "Ana Diaz", notes: "Dyslexic: allow extra time." },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      version: 1,
      data: { class_id: made.id, name: "Ana Diaz", notes: "Dyslexic: allow extra time." },
    });
    const before = await countRows(suite.ctx, "students");
    for (const classId of [made.id, randomUUID()]) {
      const refused = await as(suite.bob.token).post("/students", { data: { class_id: classId, name: "Eve" } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error_message).toBe("This class was not found.");
    }
    const bad = await as(suite.alice.token).post("/students", { data: { class_id: "4B", name: "Eve" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_field).toBe("data.class_id");
    expect(await countRows(suite.ctx, "students")).toBe(before);
  });
});

describe("GET, PATCH and DELETE /api/v1/students/:student_id", () => {
  it("renames (the student's essays take the new name), sets notes and moves them with version + 1; 409 when stale", async () => {
    const alice = as(suite.alice.token);
    const [from, to] = [
      await createClass(suite.ctx, suite.alice.token),
      await createClass(suite.ctx, suite.alice.token),
    ];
    const [ana] = await addStudents(suite.ctx, suite.alice.token, from.id, ["Ana Diaz"]);
    const essay = await createTextEssay(suite.ctx, suite.alice.token, { student_id: ana!.id, name: "typed name" });
    expect(essay.data).toMatchObject({ class_id: from.id, student_id: ana!.id, name: "Ana Diaz" });
    const renamed = await alice.patch(`/students/${ana!.id}`, {
      version: 2,
      data: { name: "Ana Díaz", notes: "Moved up." },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ version: 2, data: { name: "Ana Díaz", notes: "Moved up." } });
    expect((await suite.get(essay.id, suite.alice.token)).json().data.name).toBe("Ana Díaz");
    const stale = await alice.patch(`/students/${ana!.id}`, { version: 2, data: { notes: null } });
    expect(stale.statusCode).toBe(409);
    const moved = await alice.patch(`/students/${ana!.id}`, { version: 3, data: { class_id: to.id, notes: "  " } });
    expect(moved.json()).toMatchObject({ version: 3, data: { class_id: to.id, notes: null } });
    expect((await suite.get(essay.id, suite.alice.token)).json().data.class_id).toBe(to.id);
    expect((await alice.get(`/students/${ana!.id}`)).json()).toEqual(moved.json());
  });

  it("answers 404 to another teacher, of another school or the same, and to a move into another teacher's class", async () => {
    const made = await createClass(suite.ctx, suite.alice.token);
    const [ana] = await addStudents(suite.ctx, suite.alice.token, made.id, ["Ana Diaz"]);
    const colleague = await invitedTeacher(suite.ctx, suite.alice.token, suite.alice.organisationId);
    const bobsClass = await createClass(suite.ctx, suite.bob.token);
    for (const token of [suite.bob.token, colleague.token]) {
      expect((await as(token).get(`/students/${ana!.id}`)).statusCode).toBe(404);
      expect((await as(token).patch(`/students/${ana!.id}`, { version: 2, data: { name: "Eve" } })).statusCode).toBe(
        404,
      );
      expect((await as(token).delete(`/students/${ana!.id}`)).statusCode).toBe(404);
    }
    const intoBobs = await as(suite.alice.token).patch(`/students/${ana!.id}`, {
      version: 2,
      data: { class_id: bobsClass.id },
    });
    expect(intoBobs.statusCode).toBe(404);
    expect((await as(suite.alice.token).get(`/students/${ana!.id}`)).json()).toMatchObject({
      version: 1,
      data: { name: "Ana Diaz" },
    });
  });

  it("deletes the student and keeps their essays, unnamed, in the class", async () => {
    const made = await createClass(suite.ctx, suite.alice.token);
    const [ana, ben] = await addStudents(suite.ctx, suite.alice.token, made.id, ["Ana Diaz", "Ben Cole"]);
    const hers = await createTextEssay(suite.ctx, suite.alice.token, { class_id: made.id, student_id: ana!.id });
    const his = await createTextEssay(suite.ctx, suite.alice.token, { class_id: made.id, student_id: ben!.id });
    expect((await as(suite.alice.token).delete(`/students/${ana!.id}`)).statusCode).toBe(204);
    expect((await as(suite.alice.token).delete(`/students/${ana!.id}`)).statusCode).toBe(404);
    expect((await suite.get(hers.id, suite.alice.token)).json().data).toMatchObject({
      class_id: made.id,
      student_id: null,
      name: null,
    });
    expect((await suite.get(his.id, suite.alice.token)).json().data).toMatchObject({
      student_id: ben!.id,
      name: "Ben Cole",
    });
  });
});
