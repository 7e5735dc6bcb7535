import type { ReadPage } from "@redpen/contract";
import { textChanges } from "@redpen/engine";
import { listImageReadings } from "../db/images.queries";
import { forbidden } from "../errors";
import { getEssay } from "./essays.service";
import { movedSpanStart } from "./moved-span";
import { joinPages } from "./read-text";
import { findPageWords, readWord } from "./read-words";
import type { CurrentUser } from "./current-user";
import type { AppDeps } from "../app-deps";

/** What reading an essay's transcription needs. */
type EssayTranscriptionDeps = Pick<AppDeps, "db">;

/** A page as it was read, with its words placed in the essay's current text. */
export type PlacedPage = Omit<ReadPage, "uri">;

/** How an essay's photos were read: its pages in order (none for a text essay, or one not corrected yet). */
export interface EssayTranscription {
  essayId: string;
  pages: PlacedPage[];
}

/**
 * How the essay's photos were read, for its owner to check the text against the pages: each page
 * as read and its words, placed in the essay's current text. A word is placed where it was read in
 * the text as read (the pages' texts in order, as the correction joins them), then moved with what
 * the teacher changed since (a check before the correction, fixes after); a word they changed is
 * left out. A text essay, or one not corrected yet, has no pages.
 */
export async function readEssayTranscription(
  deps: EssayTranscriptionDeps,
  user: CurrentUser,
  essayId: string,
): Promise<EssayTranscription> {
  const essay = await getEssay(deps, essayId);
  if (essay.owner_user_id !== user.id)
    throw forbidden("Only the teacher who uploaded this essay can see how its photos were read.");
  const imageIds = essay.student_image_ids;
  const text = essay.original;
  if (essay.input_method !== "IMAGE" || text === null) return { essayId: essay.id, pages: [] };

  const readings = new Map((await listImageReadings(deps.db, imageIds)).map((row) => [row.id, row]));
  const readText = joinPages(imageIds.map((imageId) => readings.get(imageId)?.transcription ?? ""));
  const changes = readText === text ? [] : textChanges(readText, text);
  const pages: PlacedPage[] = [];
  // Each page's text is found in turn (pages are joined in order), so a page read before its words
  // were kept, or left out as blank, moves nothing for the pages after it.
  let pageStart = 0;
  for (const imageId of imageIds) {
    const reading = readings.get(imageId);
    const at = reading?.transcription ? readText.indexOf(reading.transcription, pageStart) : -1;
    if (!reading || at < 0) continue;
    pageStart = at + reading.transcription!.length;
    if (!reading.read_words) continue;
    const page = reading.read_words;
    const words = findPageWords(readText, at, page.words).flatMap(({ word, start }) => {
      const moved = movedSpanStart(readText, text, changes, {
        start,
        end: start + word.text.length,
        original: word.text,
      });
      return moved === undefined ? [] : [readWord(word, moved)];
    });
    pages.push({ image_id: imageId, width: page.width, height: page.height, words });
  }
  return { essayId: essay.id, pages };
}
