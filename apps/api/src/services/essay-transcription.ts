import type { ReadPage, ReadWord } from "@redpen/contract";
import { isUncertain, textChanges } from "@redpen/engine";
import { listImageReadings } from "../db/images.queries";
import { forbidden } from "../errors";
import { getEssay } from "./essays.service";
import { movedSpanStart } from "./moved-span";
import type { PageWords } from "../db/images.queries";
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

type PageWord = PageWords["words"][number];

/**
 * How the essay's photos were read, for its owner to check the text against the pages: each page
 * as read and its words, placed in the essay's current text. A word is placed where it was read in
 * the text as first read, then moved with the teacher's fixes; a word a fix changed is left out.
 * A text essay, or one not corrected yet, has no pages.
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
  const firstText = essay.first_original ?? text;
  const changes = essay.first_original === null ? [] : textChanges(firstText, text);
  const pages: PlacedPage[] = [];
  // Each page's text is found in turn (pages are joined in order), so a page read before its words
  // were kept, or left out as blank, moves nothing for the pages after it.
  let pageStart = 0;
  for (const imageId of imageIds) {
    const reading = readings.get(imageId);
    const at = reading?.transcription ? firstText.indexOf(reading.transcription, pageStart) : -1;
    if (!reading || at < 0) continue;
    pageStart = at + reading.transcription!.length;
    if (!reading.read_words) continue;
    const page = reading.read_words;
    const words: ReadWord[] = [];
    let cursor = at;
    for (const word of page.words) {
      const found = findWord(firstText, word.text, cursor);
      if (found === undefined) continue;
      cursor = found + word.text.length;
      const start = movedSpanStart(firstText, text, changes, { start: found, end: cursor, original: word.text });
      if (start !== undefined) words.push(readWord(word, start));
    }
    pages.push({ image_id: imageId, width: page.width, height: page.height, words });
  }
  return { essayId: essay.id, pages };
}

/** Where the word is in the text, next after `from` with only white space between; undefined when it is not there (the text was made otherwise). */
function findWord(text: string, word: string, from: number): number | undefined {
  const at = text.indexOf(word, from);
  return at >= 0 && !text.slice(from, at).trim() ? at : undefined;
}

function readWord({ text, confidence, box: [x0, y0, x1, y1] }: PageWord, start: number): ReadWord {
  return {
    text,
    start,
    end: start + text.length,
    confidence,
    uncertain: isUncertain({ confidence }),
    box: { x0, y0, x1, y1 },
  };
}
