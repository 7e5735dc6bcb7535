import type { TextChange } from "@redpen/engine";

/** A stretch of a text: the characters from `start` to `end` (end-exclusive), which are `original`. */
export interface TextSpan {
  start: number;
  end: number;
  original: string;
}

/**
 * Where a span of `before` is in `after` (made from `before` by the word `changes`): its start in
 * `after` when no change touched its words, found again where the changes put it; undefined when a
 * change touched them or they are not there.
 */
export function movedSpanStart(
  before: string,
  after: string,
  changes: readonly TextChange[],
  span: TextSpan,
): number | undefined {
  if (changes.some((change) => touches(change, span))) return undefined;
  const shift = changes
    .filter((change) => change.end <= span.start)
    .reduce((sum, change) => sum + change.replacement.length - (change.end - change.start), 0);
  return relocate(before, after, span, span.start + shift);
}

/** Whether a change of the text touches the words of a span (an insertion only when strictly inside). */
function touches(change: { start: number; end: number }, span: { start: number; end: number }): boolean {
  if (change.start === change.end) return span.start < change.start && change.start < span.end;
  if (span.start === span.end) return change.start < span.start && span.start < change.end;
  return span.start < change.end && change.start < span.end;
}

/** How far from where the word changes put it a span's words are looked for (the changes leave spacing out). */
const RELOCATE_WINDOW = 200;

/**
 * Where the span's words (an empty span: the characters around its point) are in the fixed text,
 * nearest to `guess`; undefined when they are not near it.
 */
function relocate(before: string, after: string, span: TextSpan, guess: number): number | undefined {
  const fits = (at: number) =>
    span.original
      ? after.startsWith(span.original, at)
      : after[at - 1] === before[span.start - 1] && after[at] === before[span.end];
  for (let distance = 0; distance <= RELOCATE_WINDOW; distance++) {
    for (const at of distance === 0 ? [guess] : [guess - distance, guess + distance])
      if (at >= 0 && at <= after.length && fits(at)) return at;
  }
  return undefined;
}
