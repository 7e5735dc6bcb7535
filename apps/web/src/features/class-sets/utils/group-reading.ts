import {
  essayNameLine,
  isMostlyUncertain,
  joinedOffset,
  joinPageTexts,
  type ClassSetGroup,
  type ClassSetPage,
  type ReadPage,
} from "@redpen/contract";
import { photoProblemsSentence } from "../../../lib/photo-problems";
import { movedWords, trackedWords, type TrackedWord } from "../../../lib/read-words";

/** A page of a group as read, to show beside its text: its number, and the page with its words. */
export interface GroupPage {
  pageNumber: number;
  page: ReadPage;
}

/** A group's text as read and its words, for the teacher to check against its pages. */
export interface GroupReading {
  /** The text read from its pages, as the correction takes it: pages in order, a name line left out. */
  text: string;
  /** The words read on its pages, placed in `text` (a word of the name line left out). */
  words: TrackedWord[];
  /** Its pages that were read as photos, in order, each with its words placed in `text`. */
  pages: GroupPage[];
}

/**
 * The text read from the group's pages as the api joins them (joinPageTexts: their texts in order,
 * blank ones left out, a blank line between, a later page's header line such as "p. 2" left out),
 * then a first line that only names the student left out (see essayNameLine), and each page's words placed in it: a
 * page read as a photo shows beside the text, its unsure words underlined in it.
 */
export function groupReading(group: ClassSetGroup, pages: ReadonlyMap<number, ClassSetPage>): GroupReading {
  const groupPages = group.page_numbers.map((pageNumber) => ({ pageNumber, page: pages.get(pageNumber) }));
  const joined = joinPageTexts(groupPages.map(({ page }) => page?.text ?? ""));
  const nameLine = essayNameLine(joined.text, group.name);
  const cut = nameLine?.essayStart ?? 0;
  const shown: GroupPage[] = groupPages.flatMap(({ pageNumber, page }, index) => {
    const place = joined.pages[index];
    if (!page?.reading || !page.image_id || !place) return [];
    // A word is placed where its page went in the joined text, then moved back past the name line
    // cut off the front; a word of a line left out (a page's header, the name line) goes.
    const words = page.reading.words.flatMap((word) => {
      const start = joinedOffset(place, word.start);
      if (start === null || start < cut) return [];
      return [{ ...word, start: start - cut, end: start - cut + (word.end - word.start) }];
    });
    const { uri, width, height } = page.reading;
    return [{ pageNumber, page: { image_id: page.image_id, uri, width, height, words } }];
  });
  return { text: joined.text.slice(cut), words: trackedWords(shown.map(({ page }) => page)), pages: shown };
}

/**
 * The group's text to check and its words: the teacher's saved text when there is one (the words
 * moved to it, those it changed left out), else the text as read.
 */
export function groupTextToCheck(group: ClassSetGroup, reading: GroupReading): { text: string; words: TrackedWord[] } {
  if (group.original == null) return { text: reading.text, words: reading.words };
  return { text: group.original, words: movedWords(reading.words, reading.text, group.original) };
}

/** How well a page was read: its words read unsurely and all its words (none for a page not read as a photo). */
export function pageUnsure(page: ClassSetPage): { unsure: number; words: number } {
  const words = page.reading?.words ?? [];
  return { unsure: words.filter((word) => word.uncertain).length, words: words.length };
}

const wordsUnsure = (count: number) => `${count} ${count === 1 ? "word" : "words"} unsure`;

/**
 * What to tell the teacher of a page that could not be read well, before anything is corrected:
 * "Page 3 is blurred: 14 words unsure", "Page 3 is hard to read: 14 words unsure" (a photo that
 * looks fine but whose words are mostly unsure), "Page 3 could not be read"; null for a page read well.
 */
export function pageTrouble(page: ClassSetPage): string | null {
  const subject = `Page ${page.page_number}`;
  if (page.error) return `${subject} could not be read`;
  if (!page.read) return null;
  const { unsure, words } = pageUnsure(page);
  const bad = page.transcription_evaluation === "BAD";
  if (!bad && !isMostlyUncertain(unsure, words)) return null;
  const sentence = photoProblemsSentence(subject, page.problems) ?? `${subject} is hard to read`;
  return unsure > 0 ? `${sentence}: ${wordsUnsure(unsure)}` : sentence;
}

/** The thumbnail's line about its unsure words, for a page read well: "3 words unsure"; null when none is. */
export function pageUnsureNote(page: ClassSetPage): string | null {
  const { unsure } = pageUnsure(page);
  return unsure > 0 ? wordsUnsure(unsure) : null;
}

/** Why an essay of a set is held before charging: how many of its words were read unsurely, and which. */
export interface GroupHold {
  unsure: number;
  words: number;
  /** The words read unsurely, as read, in page order, each once. */
  unsureWords: string[];
}

/**
 * Whether the essay is held before charging, and why: its text was not checked, and the words read
 * on its pages are mostly unsure (isMostlyUncertain over all its pages' words, as the api holds it
 * when the set is started); null when it is ready to correct.
 */
export function groupHold(group: ClassSetGroup, pages: ReadonlyMap<number, ClassSetPage>): GroupHold | null {
  if (group.original?.trim()) return null;
  const words = group.page_numbers.flatMap((pageNumber) => pages.get(pageNumber)?.reading?.words ?? []);
  const unsure = words.filter((word) => word.uncertain);
  if (!isMostlyUncertain(unsure.length, words.length)) return null;
  return { unsure: unsure.length, words: words.length, unsureWords: [...new Set(unsure.map((word) => word.text))] };
}
