import type { Edit } from "../correct/types";
import { tokenise } from "../document/document";

/** What the student wrote around an error, and the same words corrected. */
export interface ErrorQuote {
  /** A few words of the essay around the error, as written. */
  wrote: string;
  /** The same words with the correction applied. */
  write: string;
}

/** Words of context on each side of an error: enough to recognise the place, few enough to keep feedback short. */
const CONTEXT_BEFORE = 1;
const CONTEXT_AFTER = 1;
/** A quoted error longer than this many words is cut, so that one quote cannot fill the feedback. */
const MAX_QUOTE_WORDS = 10;

const STOP = /[.!?;:\n]/;

/** One space for every run of spaces and line breaks, as a quote is read on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const LETTER = /[\p{L}\p{N}'\u2019]/u;

/** The span widened to whole words, as an edit may change part of a word (a capital letter). */
function snapToWords(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from > 0 && LETTER.test(text[from - 1]!) && (from === end || LETTER.test(text[from]!))) from--;
  while (to < text.length && LETTER.test(text[to]!) && (to === start || LETTER.test(text[to - 1]!))) to++;
  return [from, to];
}

/** Where `count` words before `from` begin, not crossing a sentence end or a line break. */
function extendLeft(text: string, from: number, count: number): number {
  let start = from;
  for (let taken = 0; taken < count; taken++) {
    const before = text.slice(Math.max(0, start - 40), start);
    const match = /([\p{L}\p{N}'\u2019,-]+)(\s*)$/u.exec(before);
    if (!match || STOP.test(match[2]!) || match[1]!.length === 0) break;
    start -= match[0].length;
  }
  return start;
}

/** Where `count` words after `to` end, not crossing a sentence end or a line break. */
function extendRight(text: string, to: number, count: number): number {
  let end = to;
  for (let taken = 0; taken < count; taken++) {
    const match = /^(,?[ \t]*)([\p{L}\p{N}'\u2019-]+)/u.exec(text.slice(end, end + 40));
    if (!match) break;
    end += match[0].length;
  }
  return end;
}

/**
 * The window widened to hold whole every edit that reaches into it, so that the corrected quote
 * is the corrected text's own words ('Althoug the' with 'the modern technology' corrected too).
 */
function coverOverlaps(edits: readonly Edit[], from: number, to: number): [number, number] {
  let [start, end] = [from, to];
  for (let changed = true; changed;) {
    changed = false;
    for (const other of edits) {
      if (other.end < other.start || other.start >= end || other.end <= start) continue;
      if (other.start < start || other.end > end) {
        [start, end] = [Math.min(start, other.start), Math.max(end, other.end)];
        changed = true;
      }
    }
  }
  return [start, end];
}

/** The first `max` words of a quote, with an ellipsis when some were left out. */
export function trimQuote(quote: string, max = MAX_QUOTE_WORDS): string {
  let wordsSeen = 0;
  for (const token of tokenise(quote)) {
    if (token.kind !== "mark" && ++wordsSeen > max) return `${quote.slice(0, token.start).trimEnd()}…`;
  }
  return quote;
}

/**
 * The essay's words around an edit, as written and as corrected: the edit with a word either side
 * (within its sentence), with any other edit inside that window corrected too, so that the fixed
 * quote is right as a whole.
 */
export function quoteEdit(text: string, edit: Edit, edits: readonly Edit[]): ErrorQuote {
  const start = Math.max(0, Math.min(edit.start, text.length));
  const end = Math.max(start, Math.min(edit.end, text.length));
  const [wordStart, wordEnd] = snapToWords(text, start, end);
  const [from, to] = coverOverlaps(
    edits,
    extendLeft(text, wordStart, CONTEXT_BEFORE),
    extendRight(text, wordEnd, CONTEXT_AFTER),
  );
  const inside = [
    edit,
    ...edits.filter((other) => other !== edit && other.start >= from && other.end <= to && other.end >= other.start),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  let write = "";
  let at = from;
  for (const other of inside) {
    if (other.start < at) continue;
    write += text.slice(at, other.start) + other.replacement;
    at = Math.max(other.start, other.end);
  }
  write += text.slice(at, to);
  return { wrote: trimQuote(oneLine(text.slice(from, to))), write: trimQuote(oneLine(write)) };
}

/** A few words of the essay around a span (e.g. a linking word), as written. */
export function quoteSpan(text: string, start: number, end: number, after = 3): string {
  return trimQuote(oneLine(text.slice(start, extendRight(text, end, after))));
}
