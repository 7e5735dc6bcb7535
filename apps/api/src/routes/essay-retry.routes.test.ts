import { randomUUID } from "node:crypto";
import type {
  ClassSetResponse,
  EssayResponse,
  EssayTranscriptionResponse,
  ImageUploadResponse,
} from "@redpen/contract";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { classSetCalls, waitForProposal } from "../testing/class-sets";
import { bearer, ESSAY_TEXT, postEssay, setCredits, waitForCorrection } from "../testing/essays";
import { ledgerOf, useEssayApi } from "../testing/essay-suite";
import { postImage, printedPage, unsurePhoto } from "../testing/uploads";

const suite = useEssayApi();
const calls = () => classSetCalls(suite.ctx);

const TOM =
  "Tom Smith\n\nI think that volunteer work is a good idea for students, but they should not do it every weekend because they need time to study and rest.";

const balance = async () =>
  (await ledgerOf(suite.ctx, suite.alice.organisationId)).reduce((sum, entry) => sum + entry.delta, 0);
const retry = (essayId: string, body: unknown, token = suite.alice.token) =>
  suite.ctx.api.app.inject({
    method: "POST",
    url: `/api/v1/essays/${essayId}/retry`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
const getEssay = async (essayId: string) => (await suite.get(essayId, suite.alice.token)).json<EssayResponse>();

describe("a class set with an essay whose reading is mostly guesswork", () => {
  let set: ClassSetResponse;
  let held: EssayResponse;
  let tom: EssayResponse;
  beforeAll(async () => {
    const files = [
      { bytes: printedPage(TOM), name: "tom.png", type: "image/png" },
      { bytes: await unsurePhoto(), name: "anna.jpg", type: "image/jpeg" },
    ];
    const uploaded = await calls().upload(suite.alice.token, files);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const read = await waitForProposal(suite.ctx, uploaded.json().id, suite.alice.token);
    const groups = [
      { page_numbers: [1], name: "Tom Smith" },
      { page_numbers: [2], name: "Anna Kowalska" },
    ];
    const regrouped = await calls().patch(read.id, suite.alice.token, { version: read.version + 1, data: { groups } });
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    set = regrouped.json();
  }, 300_000);

  it("sets a checked text aside when its essay's pages change, and lets it go once it is given back", async () => {
    const patch = async (groups: unknown) => {
      const reply = await calls().patch(set.id, suite.alice.token, { version: set.version + 1, data: { groups } });
      expect(reply.statusCode, reply.body).toBe(200);
      set = reply.json();
    };
    const checked = [
      { page_numbers: [1], name: "Tom Smith", original: `${ESSAY_TEXT} Checked by the teacher.` },
      { page_numbers: [2], name: "Anna Kowalska" },
    ];
    await patch(checked);
    expect(set.data.texts_aside).toEqual([]);
    await patch([{ page_numbers: [1, 2], name: "Tom Smith" }]);
    expect(set.data.texts_aside).toEqual([{ page_numbers: [1], original: checked[0]!.original }]);
    await patch(checked);
    expect(set.data.texts_aside).toEqual([]);
    await patch([{ page_numbers: [1], name: "Tom Smith" }, checked[1]]);
    expect(set.data.texts_aside).toEqual([]);
    expect(set.data.groups[0]!.original ?? null).toBeNull();
  });

  it("holds it when the set is started: it is made FAILURE with why and what to do, and not charged", async () => {
    await setCredits(suite.ctx, suite.alice.organisationId, 5);
    const started = await calls().start(set.id, suite.alice.token, set.version + 1);
    expect(started.statusCode, started.body).toBe(200);
    const [tomId, heldId] = (started.json() as ClassSetResponse).data.essay_ids;
    expect(await balance()).toBe(4);
    const charged = (await ledgerOf(suite.ctx, suite.alice.organisationId)).filter((row) => row.reason === "essay");
    expect(charged.map((row) => row.reference)).toEqual([tomId]);
    held = await getEssay(heldId!);
    expect(held.data).toMatchObject({ status: "FAILURE", name: "Anna Kowalska" });
    expect(held.data.failure_reason).toMatch(
      /^Not corrected yet, and not charged: \d+ of the \d+ words read on its pages are unsure.+Check its text against its pages/,
    );
    tom = await waitForCorrection(suite.ctx, tomId!);
    expect(tom.data.status).toBe("SUCCESS");
    expect(tom.data.failure_reason).toBeNull();
  }, 120_000);

  it("gives the held essay's pages with the text read from them, to check", async () => {
    const reply = await suite.ctx.api.app.inject({
      method: "GET",
      url: `/api/v1/essays/${held.id}/transcription`,
      headers: bearer(suite.alice.token),
    });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<EssayTranscriptionResponse>();
    expect(data.pages).toHaveLength(1);
    expect(data.text!.length).toBeGreaterThan(50);
    for (const { word, start } of data.pages[0]!.words.map((word) => ({ word, start: word.start })))
      expect(data.text!.slice(start, start + word.text.length)).toBe(word.text);
  });

  it("refuses a retry with bad input, an oversized body, another teacher's essay, a stale version, or the unsure reading as it stands", async () => {
    const version = held.version + 1;
    const cases: [unknown, number, string | undefined, RegExp][] = [
      [{ version: "two", data: {} }, 400, "version", /version/],
      [{ version }, 400, "data", /change/],
      [{ version, data: { original: 42 } }, 400, "data.original", /essay's text/],
      [{ version, data: {}, extra: true }, 400, undefined, /./],
      [{ version: held.version, data: {} }, 409, undefined, /changed in the meantime/],
      [{ version, data: {} }, 400, "data.original", /could not be read well enough/],
      [{ version, data: { original: "Too short." } }, 400, "data.original", /needs at least 30 words/],
      [{ version, data: { original: "word ".repeat(2_001) } }, 400, "data.original", /at most 10,000 characters/],
    ];
    for (const [body, status, field, message] of cases) {
      const reply = await retry(held.id, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(reply.json().error_message).toMatch(message);
      if (field) expect(reply.json().error_field).toBe(field);
    }
    expect((await retry(held.id, { version, data: {} }, suite.bob.token)).statusCode).toBe(403);
    expect((await retry(randomUUID(), { version, data: {} })).statusCode).toBe(404);
    expect((await retry("not-a-uuid", { version, data: {} })).statusCode).toBe(400);
    const huge = await retry(held.id, { version, data: { original: "word ".repeat(300_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error_code).toBe("PAYLOAD_TOO_LARGE");
    const corrected = await retry(tom.id, { version: tom.version + 1, data: {} });
    expect(corrected.statusCode).toBe(409);
    expect(corrected.json().error_message).toMatch(/corrected already/);
    expect(await getEssay(held.id)).toMatchObject({ version: held.version, data: { status: "FAILURE" } });
    expect(await balance()).toBe(4);
  });

  it("refuses the held essay's first charge when the school has no credit left, keeping it as it was", async () => {
    await setCredits(suite.ctx, suite.alice.organisationId, 0);
    const reply = await retry(held.id, { version: held.version + 1, data: { original: ESSAY_TEXT } });
    expect(reply.statusCode).toBe(402);
    expect(reply.json().error_message).toMatch(/no credits left/);
    expect((await getEssay(held.id)).data.status).toBe("FAILURE");
    expect(await balance()).toBe(0);
    await setCredits(suite.ctx, suite.alice.organisationId, 4);
  });

  it("corrects the held essay on the checked text, from its own pages and task, for its one credit", async () => {
    const reply = await retry(held.id, { version: held.version + 1, data: { original: ESSAY_TEXT } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<EssayResponse>().data).toMatchObject({ status: "PENDING", failure_reason: null });
    expect(await balance()).toBe(3);
    const done = await waitForCorrection(suite.ctx, held.id);
    expect(done.data).toMatchObject({
      status: "SUCCESS",
      original: ESSAY_TEXT,
      name: "Anna Kowalska",
      topic_text: held.data.topic_text,
      relationships: held.data.relationships,
    });
    expect(await balance()).toBe(3);
  }, 120_000);
});

describe("a photo essay that failed at its correction", () => {
  it("says why, and is corrected again from its photo at no new charge", { timeout: 180_000 }, async () => {
    const image = await postImage(suite.ctx, suite.alice.token, await unsurePhoto(), {
      query: "has_transcription=false",
    });
    expect(image.statusCode, image.body).toBe(201);
    const imageId = image.json<ImageUploadResponse>().id;
    const body = {
      data: {
        certificate: B2_FIRST_ESSAY,
        input_method: "IMAGE",
        relationships: { student_image_ids_sorted: [imageId] },
        topic_text: "Write about someone in your family.",
      },
    };
    const created = await postEssay(suite.ctx, suite.alice.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const before = await balance();
    const failed = await waitForCorrection(suite.ctx, created.json<EssayResponse>().id);
    expect(failed.data.status).toBe("FAILURE");
    expect(failed.data.failure_reason).toMatch(/could not be read well enough to correct the essay/);
    expect(await balance()).toBe(before + 1);
    // A visitor opening it by its id is told nothing of the teacher's.
    expect((await suite.get(failed.id)).json().data?.failure_reason ?? null).toBeNull();

    const again = await retry(failed.id, { version: failed.version + 1, data: { original: ESSAY_TEXT } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await balance()).toBe(before + 1);
    const done = await waitForCorrection(suite.ctx, failed.id);
    expect(done.data).toMatchObject({ status: "SUCCESS", original: ESSAY_TEXT, topic_text: body.data.topic_text });
    expect(done.data.relationships.student_image_ids_sorted).toEqual([imageId]);
    expect(await balance()).toBe(before + 1);
  });
});
