import type { ReadPage, ReadWord, WordBox } from "@redpen/contract";

/** A word as read on a page, with the page it was read on. */
export interface PlacedWord extends ReadWord {
  page: ReadPage;
}

/** A read word with an id that stays while the text around it changes: its page's image and its place on the page. */
export type TrackedWord = PlacedWord & { id: string };

/** Every word of the pages, in text order, each with its page and id. */
export function trackedWords(pages: readonly ReadPage[]): TrackedWord[] {
  return pages
    .flatMap((page) => page.words.map((word, index) => ({ ...word, page, id: `${page.image_id}/${index}` })))
    .sort((a, b) => a.start - b.start);
}

/**
 * The words moved with an edit of the text from `before` to `after`: the edit is the stretch
 * between their common start and common end; a word before it stays, a word after it moves by
 * the change in length, and a word it touched is dropped (the teacher changed it).
 */
export function movedWords<T extends { start: number; end: number }>(
  words: readonly T[],
  before: string,
  after: string,
): T[] {
  if (before === after) return [...words];
  let prefix = 0;
  const shortest = Math.min(before.length, after.length);
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix])
    suffix++;
  const changedEnd = before.length - suffix;
  const shift = after.length - before.length;
  return words.flatMap((word) => {
    if (word.end <= prefix) return [word];
    if (word.start >= changedEnd) return [{ ...word, start: word.start + shift, end: word.end + shift }];
    return [];
  });
}

/** The word the caret or selection is in (its ends included), if any. */
export function wordAt<T extends { start: number; end: number }>(
  words: readonly T[],
  start: number,
  end: number,
): T | undefined {
  return words.find((word) => word.start <= start && end <= word.end);
}

/** The part of the page to show for a word: its line, some way either side, within the page. */
export function cropAround(
  box: WordBox,
  page: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  const lineHeight = box.y1 - box.y0;
  const x = Math.max(0, box.x0 - 3 * lineHeight);
  const y = Math.max(0, box.y0 - lineHeight);
  return {
    x,
    y,
    width: Math.min(page.width, box.x1 + 3 * lineHeight) - x,
    height: Math.min(page.height, box.y1 + lineHeight) - y,
  };
}
