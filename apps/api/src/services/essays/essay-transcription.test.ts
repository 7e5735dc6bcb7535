import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctEssayJob } from "../../jobs/correct-essay.job";
import { startCorrectionTest, type CorrectionTestContext } from "../../testing/correction-test-context";
import { insertImage, insertPendingEssay } from "../../testing/essay-rows";
import { SAMPLE_PAGES } from "../../testing/essay-texts";
import type { CurrentUser } from "../../auth/current-user";
import { readEssayTranscription } from "./essay-transcription";
import { insertTeacher } from "../../testing/teachers";

let context: CorrectionTestContext;
beforeAll(async () => {
  context = await startCorrectionTest();
});
afterAll(() => context.close());

/** A photo read at upload as `text`, its words kept (each on a line of its own box). */
async function readPhoto(userId: string, text: string): Promise<string> {
  const image = await insertImage(context.db, userId, 1000);
  const words = [...text.matchAll(/\S+/g)].map((match, index) => ({
    text: match[0],
    confidence: 0.95,
    box: [10, index * 20, 90, index * 20 + 15],
  }));
  await context.db
    .updateTable("images")
    .set({
      has_transcription: 1,
      transcription: text,
      transcription_evaluation: "GOOD",
      read_words: JSON.stringify({ width: 100, height: words.length * 20, words }),
    })
    .where("id", "=", image.id)
    .execute();
  return image.id;
}

describe("a photo essay whose second page is headed with its page number", () => {
  it("is corrected without the page number, and the second page's words are still placed in its text", async () => {
    const teacher = await insertTeacher(context.db);
    const [first, second] = SAMPLE_PAGES as [string, string];
    const photos = [
      await readPhoto(teacher.userId, `Maria Lopez\n\n${first}`),
      await readPhoto(teacher.userId, `p. 2\n\n${second}`),
    ];
    const id = await insertPendingEssay(context.db, teacher, { student_image_ids: JSON.stringify(photos) });

    expect(await correctEssayJob(context.deps, id)).toBe("done");
    const essay = await context.db.selectFrom("essays").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(essay).toMatchObject({ status: "SUCCESS", name: "Maria Lopez", original: `${first}\n\n${second}` });
    expect(essay.correction).not.toContain("p. 2");

    const user: CurrentUser = { id: teacher.userId, email: "", name: null, organisations: [], organisationIds: [] };
    const { pages } = await readEssayTranscription(context.deps, user, id);
    expect(pages.map((page) => page.image_id)).toEqual(photos);
    const text = essay.original!;
    for (const page of pages)
      for (const { word, start } of page.words) expect(text.slice(start, start + word.text.length)).toBe(word.text);
    // Every word of the essay is placed; those of the name line and of the page's header are not.
    expect(pages[0]!.words.map(({ word }) => word.text)).toEqual(first.split(/\s+/));
    expect(pages[1]!.words.map(({ word }) => word.text)).toEqual(second.split(/\s+/));
    expect(pages[1]!.words[0]!.start).toBe(first.length + 2);
  });
});
