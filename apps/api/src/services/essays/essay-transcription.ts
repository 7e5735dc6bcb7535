import { joinedOffset, joinPageTexts } from "@redpen/contract";
import { textChanges } from "@redpen/engine";
import { listImageReadings } from "../../db/images.queries";
import { getOwnEssay } from "./own-essay";
import { movedSpanStart } from "./moved-span";
import { findPageWords, type EssayTranscription, type PlacedPage } from "../../db/page-words";
import type { CurrentUser } from "../../auth/current-user";
import type { AppDeps } from "../../app-deps";

/** What reading an essay's transcription needs. */
type EssayTranscriptionDeps = Pick<AppDeps, "db">;

/**
 * How the essay's photos were read, for its owner to check the text against the pages: each page
 * as read and its words, placed in the essay's current text. A word is placed where it was read in
 * the text as read (the pages' texts in order, as the correction joins them: joinPageTexts, a
 * later page's header line and its words left out), then moved with what the teacher changed
 * since (a check before the correction, fixes after); a word they changed is left out. A photo
 * essay that could not be corrected before its text was kept has its pages with the text read from
 * them, for the teacher to check before trying again. A text essay, or one not corrected yet, has no pages.
 */
export async function readEssayTranscription(
  deps: EssayTranscriptionDeps,
  user: CurrentUser,
  essayId: string,
): Promise<EssayTranscription> {
  const essay = await getOwnEssay(deps, user, essayId);
  const imageIds = essay.student_image_ids;
  const failedUnread = essay.status === "FAILURE" && essay.original === null;
  if (essay.input_method !== "IMAGE" || (essay.original === null && !failedUnread))
    return { essayId: essay.id, pages: [], text: null };

  const readings = new Map((await listImageReadings(deps.db, imageIds)).map((row) => [row.id, row]));
  const joined = joinPageTexts(imageIds.map((imageId) => readings.get(imageId)?.transcription ?? ""));
  const readText = joined.text;
  const text = essay.original ?? readText;
  const changes = readText === text ? [] : textChanges(readText, text);
  const pages: PlacedPage[] = [];
  for (const [index, imageId] of imageIds.entries()) {
    const reading = readings.get(imageId);
    const place = joined.pages[index];
    if (!reading?.read_words || !place) continue;
    const page = reading.read_words;
    // The words are found in the page's own text, then placed where it went in the text as read:
    // those of a header line left out of it ("p. 2") are left out.
    const words = findPageWords(reading.transcription ?? "", 0, page.words).flatMap(({ word, start: onPage }) => {
      const start = joinedOffset(place, onPage);
      if (start === null) return [];
      const moved = movedSpanStart(readText, text, changes, {
        start,
        end: start + word.text.length,
        original: word.text,
      });
      return moved === undefined ? [] : [{ word, start: moved }];
    });
    pages.push({ image_id: imageId, file_key: reading.file_key, width: page.width, height: page.height, words });
  }
  return { essayId: essay.id, pages, text };
}
