import { describe, expect, it } from "vitest";
import { CLASS_SET_DATA, classSetCalls } from "../testing/class-sets";
import { typedPdf } from "../testing/class-set-pdfs";
import { createClass } from "../testing/classes";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { B2_FIRST_CRITERIA, postEssay as post, textEssayData } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { useEssayApi } from "../testing/essay-suite";
import { call } from "../testing/organisations";

// A certificate is one catalogue option, named by its stable id (docs/behaviour/api.md): bodies send
// the id or, the older way, the name, level and format; replies carry the id beside the labels.

const suite = useEssayApi();
const B2_FIRST_ESSAY_ID = "cambridge-b2-first:essay";
const IELTS_TASK_2_ID = "ielts-academic:task-2-essay";
const IELTS_TASK_2 = { name: "IELTS Academic", cefr_level: "B1-C2", format: "Task 2 essay" };
const TYPED_ESSAY =
  "Li Wei\n\nVolunteering is important for teenagers because it shows them how other people live and it makes them more responsible in their daily life at home.";

const postEssay = (certificate: Record<string, unknown>) => {
  const { certificate: _labels, ...data } = textEssayData();
  return post(suite.ctx, suite.alice.token, { data: { ...data, ...certificate } });
};

describe("a new essay's certificate", () => {
  it("is taken by its id, by its labels, or by both naming the same option, and the reply carries the id", async () => {
    for (const certificate of [
      { certificate_id: IELTS_TASK_2_ID },
      { certificate: IELTS_TASK_2 },
      { certificate_id: IELTS_TASK_2_ID, certificate: IELTS_TASK_2 },
    ]) {
      const reply = await postEssay(certificate);
      expect(reply.statusCode, JSON.stringify(certificate)).toBe(201);
      expect(reply.json().data).toMatchObject({ certificate_id: IELTS_TASK_2_ID, certificate: IELTS_TASK_2 });
    }
  });

  it("refuses an unknown id, an id and labels naming different options, and no certificate, with a 400 naming the field", async () => {
    const unknown = await postEssay({ certificate_id: "cambridge-b2-first:poem" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error_message: 'The certificate "cambridge-b2-first:poem" is not in the list of certificates: pick one from it.',
      error_field: "data.certificate_id",
    });
    const different = await postEssay({ certificate_id: IELTS_TASK_2_ID, certificate: B2_FIRST_ESSAY });
    expect(different.statusCode).toBe(400);
    expect(different.json()).toMatchObject({
      error_message: "The certificate_id and the certificate name different certificates: send one of them.",
      error_field: "data.certificate_id",
    });
    const none = await postEssay({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error_message: "The certificate is missing.",
      error_field: "data.certificate",
    });
  });
});

describe("an essay stored with an id", () => {
  it("still finds its option when the option's label is no longer the one it was stored with", async () => {
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      certificate_id: B2_FIRST_ESSAY_ID,
      certificate_format: "Essay (Part 1)",
      grade_max: 20,
      locked_until: "9999-12-31T00:00:00.000Z",
    });
    const reply = await call(suite.ctx, "GET", `/essays/${id}`, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.certificate).toEqual({ ...B2_FIRST_ESSAY, format: "Essay (Part 1)" });
    expect(data.certificate_id).toBe(B2_FIRST_ESSAY_ID);
    expect(data.grading_criteria.map((criterion: { name: string }) => criterion.name)).toEqual([...B2_FIRST_CRITERIA]);
  });

  it("shows one whose labels matched no option as it was stored, with a null id and no criteria", async () => {
    const retired = { ...B2_FIRST_ESSAY, format: "poem" };
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      certificate_id: null,
      certificate_format: retired.format,
      locked_until: "9999-12-31T00:00:00.000Z",
    });
    const { data } = (await call(suite.ctx, "GET", `/essays/${id}`, suite.alice.token)).json();
    expect(data).toMatchObject({ certificate: retired, certificate_id: null, grading_criteria: null });
  });
});

describe("a class's certificate", () => {
  it("is set by its id or its labels, removed by a null id, and the reply carries the id", async () => {
    const byId = await createClass(suite.ctx, suite.alice.token, { name: "4B", certificate_id: IELTS_TASK_2_ID });
    expect(byId.data).toMatchObject({ certificate_id: IELTS_TASK_2_ID, certificate: IELTS_TASK_2 });
    const byLabels = await createClass(suite.ctx, suite.alice.token, { name: "4C", certificate: B2_FIRST_ESSAY });
    expect(byLabels.data).toMatchObject({ certificate_id: B2_FIRST_ESSAY_ID, certificate: B2_FIRST_ESSAY });
    const none = await createClass(suite.ctx, suite.alice.token, { name: "4D" });
    expect(none.data).toMatchObject({ certificate_id: null, certificate: null });

    const changed = await call(suite.ctx, "PATCH", `/classes/${byId.id}`, suite.alice.token, {
      version: byId.version + 1,
      data: { certificate_id: B2_FIRST_ESSAY_ID },
    });
    expect(changed.json().data).toMatchObject({ certificate_id: B2_FIRST_ESSAY_ID, certificate: B2_FIRST_ESSAY });
    const removed = await call(suite.ctx, "PATCH", `/classes/${byId.id}`, suite.alice.token, {
      version: byId.version + 2,
      data: { certificate_id: null },
    });
    expect(removed.json().data).toMatchObject({ certificate_id: null, certificate: null });
  });

  it("refuses an unknown id with a 400 naming the field", async () => {
    const reply = await call(suite.ctx, "POST", "/classes", suite.alice.token, {
      data: { name: "4E", certificate_id: "toefl-ibt:poem" },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error_message: 'The certificate "toefl-ibt:poem" is not in the list of certificates: pick one from it.',
      error_field: "data.certificate_id",
    });
  });
});

describe("a class set's certificate", () => {
  it("is taken by its id, and the reply carries it; an unknown id is a 400 naming the field", async () => {
    const calls = classSetCalls(suite.ctx);
    const { certificate: _labels, ...data } = CLASS_SET_DATA;
    const uploaded = await calls.upload(suite.alice.token, [{ bytes: typedPdf([TYPED_ESSAY]) }], {
      ...data,
      certificate_id: IELTS_TASK_2_ID,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data).toMatchObject({ certificate_id: IELTS_TASK_2_ID, certificate: IELTS_TASK_2 });

    const unknown = await calls.upload(suite.alice.token, [{ bytes: typedPdf([TYPED_ESSAY]) }], {
      ...data,
      certificate_id: "ielts-academic:poem",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error_field: "data.certificate_id" });
  });
});
