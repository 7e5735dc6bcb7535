import { findNameLine, type NameLine, type PhotoReading, type ReadPage } from "@redpen/contract";
import { movedWords, trackedWords, type TrackedWord } from "../../../lib/read-words";

/** A photo of the essay as it was read on upload. */
export interface ReadPhoto {
  imageId: string;
  reading: PhotoReading;
}

/** Between two pages' texts, as the api joins them. */
const PAGE_BREAK = "\n\n";

/** The photo's reading as a page of a longer text, its text starting at `at`: its words moved there. */
export function pageAt({ imageId, reading }: ReadPhoto, at: number): ReadPage {
  return {
    image_id: imageId,
    uri: reading.uri,
    width: reading.width,
    height: reading.height,
    words: reading.words.map((word) => ({ ...word, start: word.start + at, end: word.end + at })),
  };
}

/**
 * The photos' text as the api corrects a photo essay read from its photos (the pages' texts in
 * order, blank ones left out, a blank line between), each page's words placed in it.
 */
export function joinReadings(photos: readonly ReadPhoto[]): { text: string; pages: ReadPage[] } {
  let text = "";
  const pages: ReadPage[] = [];
  for (const photo of photos) {
    if (!photo.reading.text.trim()) continue;
    const joined = withPage(text, photo.reading.text);
    text = joined.text;
    pages.push(pageAt(photo, joined.at));
  }
  return { text, pages };
}

/** The text with a page's text added at its end, after a blank line, and where the page starts in it. */
export function withPage(text: string, pageText: string): { text: string; at: number } {
  const before = text.trimEnd();
  if (!before) return { text: pageText, at: 0 };
  return { text: before + PAGE_BREAK + pageText, at: before.length + PAGE_BREAK.length };
}

/**
 * The text with a page's text taken out, where it stands as read, with the blank space that
 * parted it from the text after it (or before it, at the end); null when the page's text is not
 * there as read (the teacher changed it), or was blank.
 */
export function withoutPage(text: string, pageText: string): string | null {
  if (!pageText.trim()) return null;
  const start = text.indexOf(pageText);
  if (start < 0) return null;
  const end = start + pageText.length;
  const after = text.slice(end);
  const spaceAfter = after.length - after.trimStart().length;
  if (spaceAfter < after.length) return text.slice(0, start) + after.slice(spaceAfter);
  return text.slice(0, start).trimEnd();
}

/** The text in the box and the words read in it. */
export interface PhotosText {
  text: string;
  words: TrackedWord[];
}

/**
 * The box's text as first read from the photos: their joined text, without a first line that only
 * names the student or dates the page (given apart, to offer the name).
 */
export function readPhotosText(photos: readonly ReadPhoto[]): PhotosText & { nameLine: NameLine | null } {
  const { text: read, pages } = joinReadings(photos);
  const nameLine = findNameLine(read);
  const text = nameLine ? read.slice(nameLine.essayStart) : read;
  return { text, words: movedWords(trackedWords(pages), read, text), nameLine };
}

/**
 * The teacher's text after photos were taken away or added: a photo taken away takes its text out
 * where it stands as read (`kept` lists those whose text the teacher changed: it stays), an added
 * photo's text comes at the end; the words move with each change.
 */
export function rebasedPhotosText(
  current: PhotosText,
  removed: readonly ReadPhoto[],
  added: readonly ReadPhoto[],
): PhotosText & { kept: ReadPhoto[] } {
  let { text, words } = current;
  const kept: ReadPhoto[] = [];
  for (const photo of removed) {
    words = words.filter((word) => word.page.image_id !== photo.imageId);
    const next = withoutPage(text, photo.reading.text);
    if (next === null) {
      if (photo.reading.text.trim()) kept.push(photo);
      continue;
    }
    words = movedWords(words, text, next);
    text = next;
  }
  for (const photo of added) {
    if (!photo.reading.text.trim()) continue;
    const joined = withPage(text, photo.reading.text);
    words = [...movedWords(words, text, joined.text), ...trackedWords([pageAt(photo, joined.at)])];
    text = joined.text;
  }
  return { text, words, kept };
}
