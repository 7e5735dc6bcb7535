import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useEssayApi } from "../testing/essay-suite";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
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

describe("POST and GET /api/v1/classes", () => {
  it("makes a class in the teacher's school and lists it, by name, for them alone", async () => {
    const alice = as(suite.alice.token);
    const made = await alice.post("/classes", { data: { name: "  4B — B2 First ", certificate: B2_FIRST_ESSAY } });
    expect(made.statusCode).toBe(201);
    const created = made.json();
    expect(created).toMatchObject({
      version: 1,
      data: {
        name: "4B — B2 First",
        certificate: B2_FIRST_ESSAY,
        archived: false,
        student_count: 0,
        organisation_id: suite.alice.organisationId,
      },
    });
    await alice.post("/classes", { data: { name: "3A" } });
    const list = (await alice.get("/classes")).json().data.map((item: { data: { name: string } }) => item.data.name);
    expect(list.indexOf("3A")).toBeLessThan(list.indexOf("4B — B2 First"));
    expect((await as(suite.bob.token).get("/classes")).json().data).toEqual([]);
    expect((await alice.get(`/classes/${created.id}`)).json()).toEqual(created);
  });

  it("refuses a class with no name, a made-up certificate, unknown fields or control characters, naming the field", async () => {
    const alice = as(suite.alice.token);
    const before = await countRows(suite.ctx, "classes");
    const cases: [unknown, string, RegExp][] = [
      [{ data: { name: "   " } }, "data.name", /class's name/i],
      [{ data: { name: "x".repeat(121) } }, "data.name", /class's name/i],
      [{ data: { name: "4B\u0007" } }, "data.name", /invisible characters/],
      [{ data: { name: 42 } }, "data.name", /class's name/i],
      [{ data: {} }, "data.name", /class's name/i],
      [{ data: { name: "4B", colour: "red" } }, "data", /colour/],
      [
        { data: { name: "4B", certificate: { ...B2_FIRST_ESSAY, name: "Made-up" } } },
        "data.certificate",
        /not in the list/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await alice.post("/classes", body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error_field).toBe(field);
      expect(reply.json().error_message).toMatch(message);
    }
    expect(await countRows(suite.ctx, "classes")).toBe(before);
  });

  it("lists only archived or only current classes when asked, and refuses another filter", async () => {
    const alice = as(suite.alice.token);
    const old = await createClass(suite.ctx, suite.alice.token, { name: "Last year" });
    await alice.patch(`/classes/${old.id}`, { version: 2, data: { archived: true } });
    const names = async (query: string) =>
      (await alice.get(`/classes${query}`)).json().data.map((item: { data: { name: string } }) => item.data.name);
    expect(await names("?filter_archived=true")).toEqual(["Last year"]);
    expect(await names("?filter_archived=false")).not.toContain("Last year");
    const bad = await alice.get("/classes?filter_archived=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_field).toBe("query.filter_archived");
  });
});

describe("a class is its teacher's alone", () => {
  it("answers 404 to another school's teacher and to a colleague of the same school, changing nothing", async () => {
    const alicesClass = await createClass(suite.ctx, suite.alice.token, { name: "4B" });
    const colleague = await invitedTeacher(suite.ctx, suite.alice.token, suite.alice.organisationId);
    for (const token of [suite.bob.token, colleague.token]) {
      const other = as(token);
      expect((await other.get(`/classes/${alicesClass.id}`)).statusCode).toBe(404);
      expect((await other.get(`/classes/${alicesClass.id}/students`)).statusCode).toBe(404);
      expect((await other.patch(`/classes/${alicesClass.id}`, { version: 2, data: { name: "Mine" } })).statusCode).toBe(
        404,
      );
      expect((await other.post(`/classes/${alicesClass.id}/students`, { data: { names: ["Eve"] } })).statusCode).toBe(
        404,
      );
      expect((await other.delete(`/classes/${alicesClass.id}`)).statusCode).toBe(404);
    }
    const stored = (await as(suite.alice.token).get(`/classes/${alicesClass.id}`)).json();
    expect(stored).toMatchObject({ version: 1, data: { name: "4B", student_count: 0 } });
    expect((await as(suite.alice.token).get(`/classes/${randomUUID()}`)).json().error_message).toBe(
      "This class was not found.",
    );
  });
});

describe("PATCH /api/v1/classes/:class_id", () => {
  it("renames, sets the certificate, archives and brings back with version + 1, and answers 409 to a stale version", async () => {
    const alice = as(suite.alice.token);
    const made = await createClass(suite.ctx, suite.alice.token, { name: "4B" });
    const renamed = await alice.patch(`/classes/${made.id}`, {
      version: 2,
      data: { name: "4B — B2", certificate: B2_FIRST_ESSAY },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ version: 2, data: { name: "4B — B2", certificate: B2_FIRST_ESSAY } });
    const stale = await alice.patch(`/classes/${made.id}`, { version: 2, data: { archived: true } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toMatch(/send 3/);
    const archived = await alice.patch(`/classes/${made.id}`, {
      version: 3,
      data: { archived: true, certificate: null },
    });
    expect(archived.json()).toMatchObject({ version: 3, data: { archived: true, certificate: null, name: "4B — B2" } });
    const empty = await alice.patch(`/classes/${made.id}`, { version: 4, data: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toMatch(/send name, certificate or archived/);
    const noVersion = await alice.patch(`/classes/${made.id}`, { data: { name: "X" } });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error_field).toBe("version");
  });

  it("takes two renames sent at once with the same version once", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, { name: "4B" });
    const replies = await Promise.all(
      ["One", "Two", "Three"].map((name) =>
        as(suite.alice.token).patch(`/classes/${made.id}`, { version: 2, data: { name } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe("DELETE /api/v1/classes/:class_id", () => {
  it("deletes the class and its students, and keeps their essays, with no class and the students' essays unnamed", async () => {
    const made = await createClass(suite.ctx, suite.alice.token, { name: "4B" });
    const [ana] = await addStudents(suite.ctx, suite.alice.token, made.id, ["Ana Diaz"]);
    const hers = await createTextEssay(suite.ctx, suite.alice.token, { class_id: made.id, student_id: ana!.id });
    const classOnly = await createTextEssay(suite.ctx, suite.alice.token, { class_id: made.id, name: "Guest" });
    expect(hers.data).toMatchObject({ class_id: made.id, student_id: ana!.id, name: "Ana Diaz" });
    expect((await as(suite.alice.token).delete(`/classes/${made.id}`)).statusCode).toBe(204);
    expect((await as(suite.alice.token).get(`/classes/${made.id}`)).statusCode).toBe(404);
    expect((await as(suite.alice.token).get(`/students/${ana!.id}`)).statusCode).toBe(404);
    const after = async (id: string) => (await suite.get(id, suite.alice.token)).json().data;
    expect(await after(hers.id)).toMatchObject({ class_id: null, student_id: null, name: null });
    expect(await after(classOnly.id)).toMatchObject({ class_id: null, student_id: null, name: "Guest" });
  });
});
