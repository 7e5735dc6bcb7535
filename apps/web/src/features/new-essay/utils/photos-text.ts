import {
  findNameLine,
  joinedOffset,
  joinPageTexts,
  pageBody,
  PAGE_BREAK,
  type JoinedPage,
  type NameLine,
  type PhotoReading,
  type ReadPage,
} from "@redpen/contract";
import { movedWords, trackedWords, type TrackedWord } from "../../../lib/read-words";

/** A photo of the essay as it was read on upload. */
export interface ReadPhoto {
  imageId: string;
  reading: PhotoReading;
}

/**
 * The photo's reading as a page of a longer text, where its text went in it (`place`): its words
 * moved there, those of a header line left out of it ("p. 2") left out.
 */
export function pageAt({ imageId, reading }: ReadPhoto, place: JoinedPage): ReadPage {
  return {
    image_id: imageId,
    uri: reading.uri,
    width: reading.width,
    height: reading.height,
    words: reading.words.flatMap((word) => {
      const start = joinedOffset(place, word.start);
      return start === null ? [] : [{ ...word, start, end: start + (word.end - word.start) }];
    }),
  };
}

/**
 * The photos' text as the api corrects a photo essay read from its photos (joinPageTexts: the
 * pages' texts in order, blank ones left out, a blank line between, a later page's header line
 * left out), each page's words placed in it.
 */
export function joinReadings(photos: readonly ReadPhoto[]): { text: string; pages: ReadPage[] } {
  const joined = joinPageTexts(photos.map((photo) => photo.reading.text));
  const pages = photos.flatMap((photo, index) => {
    const place = joined.pages[index];
    return place ? [pageAt(photo, place)] : [];
  });
  return { text: joined.text, pages };
}

/**
 * The text with a page's text added at its end, after a blank line (its header line left out, as
 * a later page's is: pageBody), and where the page went in it; the page's text whole when the text
 * is blank.
 */
export function withPage(text: string, pageText: string): { text: string; page: JoinedPage } {
  const before = text.trimEnd();
  if (!before) return { text: pageText, page: { start: 0, cut: 0 } };
  const body = pageBody(pageText, 1);
  return {
    text: before + PAGE_BREAK + body.text,
    page: { start: before.length + PAGE_BREAK.length, cut: body.cut },
  };
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
 * where it stands as read, or without its header line (`kept` lists those whose text the teacher
 * changed: it stays), an added photo's text comes at the end, as a later page (withPage); the
 * words move with each change.
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
    // Its text stands in the box as read, or without its first line (a later page's header, or the name line).
    const next = withoutPage(text, photo.reading.text) ?? withoutPage(text, pageBody(photo.reading.text, 1).text);
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
    words = [...movedWords(words, text, joined.text), ...trackedWords([pageAt(photo, joined.page)])];
    text = joined.text;
  }
  return { text, words, kept };
}
