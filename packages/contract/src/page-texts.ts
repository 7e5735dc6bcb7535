import { findNameLine } from "./name-line";

/** Between two pages' texts in an essay's text: a blank line. */
export const PAGE_BREAK = "\n\n";

/** What of a page's text goes into its essay's text. */
export interface PageBody {
  /** The page's text from `cut` on. */
  text: string;
  /** How many characters of the page's text are left out at its front: its header line and the blank space under it, or 0. */
  cut: number;
}

/**
 * What of a page's text goes into its essay, the page being the `pageIndex`th (from 0) of the
 * pages joined: a page after the first leaves out a first line that only heads it ("p. 2", "Page
 * 2", "Maria Lopez p. 2", the name again: findNameLine), with the blank space under it, the rest
 * as read. The first page is kept whole: its name line gives the student's name and is left out
 * of the joined text as a whole, where that is done.
 */
export function pageBody(text: string, pageIndex: number): PageBody {
  const cut = pageIndex > 0 ? (findNameLine(text)?.essayStart ?? 0) : 0;
  return { text: text.slice(cut), cut };
}

/** Where a page's text went in the joined text. */
export interface JoinedPage {
  /** Where the page's body starts in the joined text. */
  start: number;
  /** How many characters of the page's text were left out at its front (pageBody). */
  cut: number;
}

/** Pages' texts joined into an essay's text, and where each page went (null for a blank page, left out). */
export interface JoinedPages {
  text: string;
  pages: (JoinedPage | null)[];
}

/**
 * An essay's text as read from its pages: their texts in order, blank ones left out, a blank line
 * between, each page after the first without its header line (pageBody); and, for each page in the
 * order given, where its body starts in the text and how much of its front was cut.
 */
export function joinPageTexts(texts: readonly string[]): JoinedPages {
  let text = "";
  let joined = 0;
  const pages = texts.map((pageText): JoinedPage | null => {
    if (!pageText.trim()) return null;
    const body = pageBody(pageText, joined);
    const start = joined === 0 ? 0 : text.length + PAGE_BREAK.length;
    text = joined === 0 ? body.text : text + PAGE_BREAK + body.text;
    joined += 1;
    return { start, cut: body.cut };
  });
  return { text, pages };
}

/**
 * Where a place in a page's text (a word read at `offset` of it) stands in the joined text; null
 * when it is in the header line cut off the page.
 */
export function joinedOffset(page: JoinedPage, offset: number): number | null {
  return offset < page.cut ? null : page.start + offset - page.cut;
}
