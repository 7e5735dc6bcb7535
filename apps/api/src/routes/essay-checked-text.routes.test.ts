import { randomUUID } from "node:crypto";
import {
  isMostlyUncertain,
  type EssayResponse,
  type EssayTranscriptionResponse,
  type ImageUploadResponse,
} from "@redpen/contract";
import { correctEssay } from "@redpen/engine";
import { describe, expect, it } from "vitest";
import { GRANDMOTHER_PAGE } from "@redpen/engine/testing";
import { mostlyUncertainMessage } from "../services/essays/read-text";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { bearer, ESSAY_TEXT, postEssay, waitForCorrection } from "../testing/essays";
import { ledgerOf, useEssayApi } from "../testing/essay-suite";
import { postImage, printedPage, unsurePhoto } from "../testing/uploads";

const suite = useEssayApi();

/** Uploads the photo, read on upload, and returns its id and reading. */
async function readPhoto(photo: Buffer, query = "has_transcription=true") {
  const reply = await postImage(suite.ctx, suite.alice.token, photo, { query });
  expect(reply.statusCode, reply.body).toBe(201);
  const { id, data } = reply.json<ImageUploadResponse>();
  return { id, reading: data.reading, evaluation: data.transcription_evaluation };
}

const photoEssay = (imageIds: string[], extra: Record<string, unknown> = {}) => ({
  data: {
    certificate: B2_FIRST_ESSAY,
    input_method: "IMAGE",
    relationships: { student_image_ids_sorted: imageIds },
    ...extra,
  },
});
const balance = async () =>
  (await ledgerOf(suite.ctx, suite.alice.organisationId)).reduce((sum, entry) => sum + entry.delta, 0);
const essayRows = (id: string) => suite.ctx.api.db.selectFrom("essays").selectAll().where("id", "=", id).execute();

/** Creates the essay (it must be accepted) and waits for its correction. */
async function corrected(body: unknown): Promise<EssayResponse> {
  const reply = await postEssay(suite.ctx, suite.alice.token, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return waitForCorrection(suite.ctx, reply.json<EssayResponse>().id);
}

describe("a photo essay sent with the text the teacher checked", () => {
  it(
    "is charged once and corrected on that text, its words still shown where the photo was read",
    { timeout: 120_000 },
    async () => {
      const { id, reading } = await readPhoto(printedPage(GRANDMOTHER_PAGE));
      const checked = `${reading!.text.replace("village", "town")} We played cards with her in the evenings and walked to the harbour.`;
      const before = await balance();
      const created = await postEssay(suite.ctx, suite.alice.token, photoEssay([id], { original: checked }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json<EssayResponse>().data).toMatchObject({ status: "PENDING", original: checked });
      expect(await balance()).toBe(before - 1);

      const essay = await waitForCorrection(suite.ctx, created.json<EssayResponse>().id);
      expect(essay.data).toMatchObject({ status: "SUCCESS", original: checked, first_original: null });
      expect(essay.data.correction).toBe(correctEssay(checked).corrected);

      const transcription = await suite.ctx.api.app.inject({
        method: "GET",
        url: `/api/v1/essays/${essay.id}/transcription`,
        headers: bearer(suite.alice.token),
      });
      const words = transcription.json<EssayTranscriptionResponse>().data.pages[0]!.words;
      expect(words.length).toBeGreaterThan(15);
      for (const word of words) expect(checked.slice(word.start, word.end)).toBe(word.text);
      expect(words.map((word) => word.text)).not.toContain("village");
    },
  );

  it(
    "is not taken without the teacher's text when the photo was read mostly unsurely: nothing is charged, and the retyped text is corrected",
    { timeout: 120_000 },
    async () => {
      const { id, reading, evaluation } = await readPhoto(await unsurePhoto());
      expect(isMostlyUncertain(reading!.words.filter((word) => word.uncertain).length, reading!.words.length)).toBe(
        true,
      );
      const before = await balance();
      const essayId = randomUUID();
      const refused = await postEssay(suite.ctx, suite.alice.token, photoEssay([id]), essayId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error_code: "VALIDATION_FAILED",
        error_message: mostlyUncertainMessage(evaluation === "BAD"),
      });
      expect(await essayRows(essayId)).toEqual([]);
      expect(await balance()).toBe(before);

      const essay = await corrected(photoEssay([id], { original: ESSAY_TEXT }));
      expect(essay.data).toMatchObject({ status: "SUCCESS", original: ESSAY_TEXT });
      expect(await balance()).toBe(before - 1);
    },
  );

  it(
    "read at correction instead (not on upload) and mostly unsure, fails with the reason and gives the credit back",
    { timeout: 120_000 },
    async () => {
      const { id, reading } = await readPhoto(await unsurePhoto(), "has_transcription=false");
      expect(reading).toBeNull();
      const before = await balance();
      const essay = await corrected(photoEssay([id]));
      expect(essay.data.status).toBe("FAILURE");
      const [row] = await essayRows(essay.id);
      const image = await suite.ctx.api.db
        .selectFrom("images")
        .select("transcription_evaluation")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row?.failure_reason).toBe(mostlyUncertainMessage(image.transcription_evaluation === "BAD"));
      expect(await balance()).toBe(before);
    },
  );
});

describe("a photo essay sent without a checked text", () => {
  it(
    "is corrected on the text read, without a first line that only names the student: that name becomes the essay's when it has none",
    { timeout: 120_000 },
    async () => {
      const { id, reading } = await readPhoto(printedPage(`Maria Lopez\n\n${GRANDMOTHER_PAGE}`));
      expect(reading!.text).toMatch(/^Maria Lopez\n\nMy grandmother/);
      const named = await corrected(photoEssay([id]));
      expect(named.data).toMatchObject({ status: "SUCCESS", name: "Maria Lopez" });
      expect(named.data.original).toMatch(/^My grandmother lives/);

      const { id: again } = await readPhoto(printedPage(`Maria Lopez\n\n${GRANDMOTHER_PAGE}`));
      const given = await corrected(photoEssay([again], { name: "Tom Smith" }));
      expect(given.data).toMatchObject({ status: "SUCCESS", name: "Tom Smith" });
      expect(given.data.original).toMatch(/^My grandmother lives/);
    },
  );
});

describe("the checked text of a photo essay, refused with a 400 and nothing charged or stored", () => {
  const words29 = ESSAY_TEXT.split(/\s+/).slice(0, 29).join(" ");
  it.each([
    ["a number", 42, "The essay's text"],
    ["a list", [ESSAY_TEXT], "The essay's text"],
    ["an object", { text: ESSAY_TEXT }, "The essay's text"],
    ["a boolean", true, "The essay's text"],
    ["29 words", words29, "at least 30 words"],
    ["over 10000 characters", `${ESSAY_TEXT} `.padEnd(10_001, "x"), "Check the essay's text: text is too long."],
    ["a control character", `${ESSAY_TEXT}\u0000`, "invisible characters"],
    ["a text direction override", `\u202E${ESSAY_TEXT}`, "invisible characters"],
  ])("%s", async (_kind, original, message) => {
    const { id } = await readPhoto(printedPage(GRANDMOTHER_PAGE), "has_transcription=false");
    const before = await balance();
    const essayId = randomUUID();
    const reply = await postEssay(suite.ctx, suite.alice.token, photoEssay([id], { original }), essayId);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_code).toBe("VALIDATION_FAILED");
    expect(reply.json().error_field).toBe("data.original");
    expect(reply.json().error_message).toContain(message);
    expect(await essayRows(essayId)).toEqual([]);
    expect(await balance()).toBe(before);
  });
});
