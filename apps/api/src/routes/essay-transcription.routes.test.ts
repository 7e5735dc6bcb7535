import { randomUUID } from "node:crypto";
import type { EssayResponse, EssayTranscriptionResponse } from "@redpen/contract";
import { UNCERTAIN_WORD_CONFIDENCE } from "@redpen/engine";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPage } from "@redpen/engine/testing/pages";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { bearer, createTextEssay, postEssay, waitForCorrection } from "../testing/essays";
import { useEssayApi } from "../testing/essay-suite";
import { addressPath, imageFilePath, postImage, printedPage, uploadedImageId } from "../testing/uploads";

const suite = useEssayApi();

const PRINTED =
  "My grandmother lives in a quiet village by the sea. Last summer we was staying with her, and we swam in the cold water every morning before breakfast.";
const HANDWRITTEN =
  "In the afternoon we walked along the beach and collected shells. It was the best holiday I have ever had, and I hope we go back next year.";

const transcriptionOf = (id: string, token?: string) =>
  suite.ctx.api.app.inject({
    method: "GET",
    url: `/api/v1/essays/${id}/transcription`,
    headers: token ? bearer(token) : {},
  });

/** A two-page photo essay of alice's, read at upload and corrected. */
async function photoEssay(): Promise<{ essay: EssayResponse; pages: string[] }> {
  const pages: string[] = [];
  for (const photo of [
    printedPage(PRINTED),
    renderPage({ text: HANDWRITTEN, font: "indie-flower", size: 40, width: 1300, jitter: 1, seed: 3 }),
  ]) {
    const upload = await postImage(suite.ctx, suite.alice.token, photo, { query: "has_transcription=true" });
    expect(upload.statusCode, upload.body).toBe(201);
    pages.push(upload.json().id);
  }
  const created = await postEssay(suite.ctx, suite.alice.token, {
    data: { certificate: B2_FIRST_ESSAY, input_method: "IMAGE", relationships: { student_image_ids_sorted: pages } },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { essay: await waitForCorrection(suite.ctx, created.json().id), pages };
}

describe("GET /essays/{essay_id}/transcription", () => {
  it(
    "places each word read on the photos in the essay's text, with the page as read and where the word is on it",
    { timeout: 120_000 },
    async () => {
      const { essay, pages } = await photoEssay();
      const original = essay.data.original!;
      const reply = await transcriptionOf(essay.id, suite.alice.token);
      expect(reply.statusCode, reply.body).toBe(200);
      const { data } = reply.json<EssayTranscriptionResponse>();
      expect(data.pages.map((page) => page.image_id)).toEqual(pages);

      const words = data.pages.flatMap((page) => page.words);
      expect(words.length).toBeGreaterThanOrEqual(0.9 * original.split(/\s+/).length);
      for (const [i, word] of words.entries()) {
        expect(original.slice(word.start, word.end)).toBe(word.text);
        if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
        expect(word.uncertain).toBe(word.confidence < UNCERTAIN_WORD_CONFIDENCE);
      }
      // Print is read surely; the handwriting of the second page is not (a few words of it).
      expect(data.pages[0]!.words.filter((word) => word.uncertain)).toEqual([]);
      expect(data.pages[1]!.words.some((word) => word.uncertain)).toBe(true);

      for (const page of data.pages) {
        const image = await suite.ctx.api.app.inject({ method: "GET", url: addressPath(page.uri) });
        expect(image.statusCode).toBe(200);
        expect(image.headers["content-type"]).toBe("image/jpeg");
        const { width, height } = await sharp(image.rawPayload).metadata();
        expect({ width, height }).toEqual({ width: page.width, height: page.height });
        for (const { box } of page.words)
          expect(box.x0 < box.x1 && box.x1 <= page.width && box.y0 < box.y1 && box.y1 <= page.height).toBe(true);
      }

      // A word the teacher fixes is no longer as read: it is left out, and the words after it move.
      const fixed = original.replace("village", "little town");
      expect((await suite.patch(essay.id, suite.alice.token, essay.version + 1, { original: fixed })).statusCode).toBe(
        200,
      );
      await waitForCorrection(suite.ctx, essay.id);
      const after = (await transcriptionOf(essay.id, suite.alice.token)).json<EssayTranscriptionResponse>().data
        .pages[0]!.words;
      expect(after.map((word) => word.text)).not.toContain("village");
      const by = after.find((word) => word.text === "by")!;
      expect(by.start).toBe(fixed.indexOf(" by ") + 1);
      for (const word of after) expect(fixed.slice(word.start, word.end)).toBe(word.text);

      // A page whose words were not kept (read before they were) leaves the next page's words in place.
      await suite.ctx.api.db.updateTable("images").set({ read_words: null }).where("id", "=", pages[0]!).execute();
      const later = (await transcriptionOf(essay.id, suite.alice.token)).json<EssayTranscriptionResponse>().data.pages;
      expect(later.map((page) => page.image_id)).toEqual([pages[1]]);
      expect(later[0]!.words.length).toBeGreaterThan(10);
      for (const word of later[0]!.words) expect(fixed.slice(word.start, word.end)).toBe(word.text);
    },
  );

  it("is for the essay's owner only, and has no page for a text essay", { timeout: 60_000 }, async () => {
    const text = await createTextEssay(suite.ctx, suite.alice.token);
    expect((await transcriptionOf(text.id, suite.bob.token)).statusCode).toBe(403);
    expect((await transcriptionOf(text.id)).statusCode).toBe(401);
    expect((await transcriptionOf(randomUUID(), suite.alice.token)).statusCode).toBe(404);
    expect((await transcriptionOf("not-an-id", suite.alice.token)).statusCode).toBe(400);
    await waitForCorrection(suite.ctx, text.id);
    expect((await transcriptionOf(text.id, suite.alice.token)).json()).toEqual({
      id: text.id,
      data: { pages: [], text: null },
    });
  });

  it("serves no page for an image that was not read, nor for an unknown image", async () => {
    const logo = await uploadedImageId(suite.ctx, suite.alice.token);
    const unknownPage = `/api/v1/images/${randomUUID()}/page?key=${"k".repeat(32)}`;
    for (const url of [await imageFilePath(suite.ctx, logo, "page"), unknownPage])
      expect((await suite.ctx.api.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});
