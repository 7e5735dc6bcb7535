import { visibleEdits, type EssayEdit } from "@redpen/contract";
import { diffArrays } from "diff";

/** Text the correction leaves as it is. */
export interface SameSegment {
  kind: "same";
  text: string;
  /** Offset of its first character in the original. */
  start: number;
}

/** Words the correction removes and the words it puts in their place, with why. */
export interface ChangeSegment {
  kind: "change";
  removed: string;
  added: string;
  /** The edits behind this change (none when the diff was computed from the texts). */
  edits: EssayEdit[];
  /** Where the removed words are in the original (start = end when it only adds). */
  start: number;
  end: number;
  /**
   * Shared as codes, the answer is withheld: `removed` are the student's words the mark is on
   * (empty where a word is missing), `added` is empty, and nothing is to be struck through.
   */
  hidden?: true;
}

export type DiffSegment = SameSegment | ChangeSegment;

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char);
}

interface Span {
  start: number;
  end: number;
  replacement: string;
  edits: EssayEdit[];
}

/** Whether a span's answer is withheld (the essay is shared as codes). */
const isHidden = (span: Span) => span.edits.some((edit) => edit.answer_hidden);

/** An edit that starts or ends inside a word covers the whole word, so the diff reads word by word. */
function widenToWords(original: string, edit: EssayEdit): Span {
  let start = edit.start;
  let end = edit.end;
  while (start > 0 && isWordChar(original[start - 1]) && isWordChar(original[start])) start--;
  while (end < original.length && end > 0 && isWordChar(original[end - 1]) && isWordChar(original[end])) end++;
  return {
    start,
    end,
    replacement: original.slice(start, edit.start) + edit.replacement + original.slice(edit.end, end),
    edits: [edit],
  };
}

/** Splits text into words and the spaces between them, keeping both. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== "");
}

/** Moves the words a change keeps at its start or end (e.g. "people" in "people thinks" -> "people think") out of it. */
function trimChange(span: { removed: string; added: string }): {
  prefix: string;
  removed: string;
  added: string;
  suffix: string;
} {
  const removed = tokens(span.removed);
  const added = tokens(span.added);
  let head = 0;
  while (head < removed.length && head < added.length && removed[head] === added[head]) head++;
  let tail = 0;
  while (
    tail < removed.length - head &&
    tail < added.length - head &&
    removed[removed.length - 1 - tail] === added[added.length - 1 - tail]
  )
    tail++;
  return {
    prefix: removed.slice(0, head).join(""),
    removed: removed.slice(head, removed.length - tail).join(""),
    added: added.slice(head, added.length - tail).join(""),
    suffix: removed.slice(removed.length - tail).join(""),
  };
}

function pushSame(segments: DiffSegment[], text: string, start: number): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last?.kind === "same") last.text += text;
  else segments.push({ kind: "same", text, start });
}

/**
 * The word-level diff of the original against its correction, from the engine's edits (character
 * offsets on the original). Edits that touch the same word are shown as one change. Edits that do
 * not fit the text (out of range or overlapping an earlier one after widening) are merged rather
 * than dropped, so every correction stays visible.
 */
export function diffFromEdits(original: string, edits: readonly EssayEdit[]): DiffSegment[] {
  // filter() copies, so sort() leaves the caller's edits alone (toSorted is missing before Safari 16, and the page is public).
  const spans = edits
    .filter((edit) => edit.start <= edit.end && edit.end <= original.length)
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((edit) => widenToWords(original, edit));
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      // Overlapping after widening (two edits in one word): both apply to the same word.
      const inner = span.edits[0]!;
      const lastOriginal = original.slice(last.start, last.end);
      const offset = inner.start - last.start;
      const applied =
        offset >= 0 && inner.end <= last.end ? applyInside(lastOriginal, last.edits, inner, last.start) : null;
      last.replacement = applied ?? last.replacement + original.slice(last.end, span.end);
      last.end = Math.max(last.end, span.end);
      last.edits.push(inner);
    } else merged.push({ ...span, edits: [...span.edits] });
  }
  const segments: DiffSegment[] = [];
  let cursor = 0;
  for (const span of merged) {
    pushSame(segments, original.slice(cursor, span.start), cursor);
    cursor = span.end;
    if (isHidden(span)) {
      const removed = original.slice(span.start, span.end);
      segments.push({
        kind: "change",
        removed,
        added: "",
        edits: span.edits,
        start: span.start,
        end: span.end,
        hidden: true,
      });
      continue;
    }
    const { prefix, removed, added, suffix } = trimChange({
      removed: original.slice(span.start, span.end),
      added: span.replacement,
    });
    const start = span.start + prefix.length;
    pushSame(segments, prefix, span.start);
    if (removed || added)
      segments.push({ kind: "change", removed, added, edits: span.edits, start, end: start + removed.length });
    pushSame(segments, suffix, span.end - suffix.length);
  }
  pushSame(segments, original.slice(cursor), cursor);
  return segments;
}

/** Applies several edits of one widened span to its original text, right to left so offsets hold. */
function applyInside(text: string, previous: EssayEdit[], next: EssayEdit, base: number): string | null {
  const all = [...previous, next].sort((a, b) => b.start - a.start);
  let result = text;
  let limit = Infinity;
  for (const edit of all) {
    if (edit.end > limit) return null;
    result = result.slice(0, edit.start - base) + edit.replacement + result.slice(edit.end - base);
    limit = edit.start;
  }
  return result;
}

/** The word-level diff of two texts (jsdiff's minimal diff of their words and spaces), for a correction that came without edits. */
export function diffFromTexts(original: string, corrected: string): DiffSegment[] {
  const segments: DiffSegment[] = [];
  let removed = "";
  let added = "";
  let offset = 0;
  const flush = () => {
    if (removed || added)
      segments.push({ kind: "change", removed, added, edits: [], start: offset - removed.length, end: offset });
    removed = "";
    added = "";
  };
  for (const part of diffArrays(tokens(original), tokens(corrected))) {
    const text = part.value.join("");
    if (part.added) added += text;
    else if (part.removed) {
      removed += text;
      offset += text.length;
    } else {
      flush();
      pushSame(segments, text, offset);
      offset += text.length;
    }
  }
  flush();
  return segments;
}

/** The diff to show for an essay: from the edits the student sees (all but the rejected ones) when there are any, else from its two texts. */
export function essayDiff(
  original: string,
  correction: string | null,
  edits: readonly EssayEdit[] | null,
): DiffSegment[] {
  const shown = edits && visibleEdits(edits);
  if (shown && shown.length > 0) return diffFromEdits(original, shown);
  if (correction !== null && correction !== original) return diffFromTexts(original, correction);
  return original ? [{ kind: "same", text: original, start: 0 }] : [];
}

/** The text once corrected: what the diff keeps and adds. */
export function correctedText(segments: readonly DiffSegment[]): string {
  return segments
    .map((segment) => (segment.kind === "same" ? segment.text : segment.hidden ? segment.removed : segment.added))
    .join("");
}

/** A correction the teacher rejected, on their view only: the student's words stand, the rejected words greyed beside them. */
export interface RejectedSegment {
  kind: "rejected";
  /** The student's words it would have replaced, which stand ("" when it only added words, or when another correction covers them). */
  words: string;
  /** The words it would have removed ("" for an insertion). */
  removed: string;
  /** What it would have put in their place ("" for a removal). */
  added: string;
  /** The rejected edits. */
  edits: EssayEdit[];
  /** Where the standing words are in the original; where the covering correction ends when it could not go in place. */
  start: number;
  end: number;
}

/** What the essay's owner sees: the student's diff with the corrections they rejected back in place, greyed. */
export type ReviewSegment = DiffSegment | RejectedSegment;

/**
 * The diff with the rejected edits put back where they are, each between the words around it. A
 * rejected edit whose words another correction now covers (the teacher wrote their own) goes just
 * after that correction, so it stays in sight to restore.
 */
export function withRejected(
  segments: readonly DiffSegment[],
  original: string,
  edits: readonly EssayEdit[] | null,
): ReviewSegment[] {
  const result: ReviewSegment[] = [...segments];
  const rejected = (edits ?? [])
    .filter((edit) => edit.state === "rejected" && edit.start <= edit.end && edit.end <= original.length)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  for (const edit of rejected) {
    const span = widenToWords(original, edit);
    const { prefix, removed, added } = trimChange({
      removed: original.slice(span.start, span.end),
      added: span.replacement,
    });
    const start = span.start + prefix.length;
    const end = start + removed.length;
    const inside = result.findIndex(
      (segment) => segment.kind === "same" && segment.start <= start && end <= segment.start + segment.text.length,
    );
    const same = result[inside];
    if (same?.kind === "same") {
      const pieces: ReviewSegment[] = [];
      const before = same.text.slice(0, start - same.start);
      const after = same.text.slice(end - same.start);
      if (before) pieces.push({ kind: "same", text: before, start: same.start });
      pieces.push({ kind: "rejected", words: removed, removed, added, edits: [edit], start, end });
      if (after) pieces.push({ kind: "same", text: after, start: end });
      result.splice(inside, 1, ...pieces);
      continue;
    }
    // The words are in another correction: just after the last piece that starts at or before them.
    let covering = -1;
    result.forEach((segment, index) => {
      if (segment.start <= start) covering = index;
    });
    const offset = covering < 0 ? 0 : segmentEnd(result[covering]!);
    result.splice(covering + 1, 0, {
      kind: "rejected",
      words: "",
      removed,
      added,
      edits: [edit],
      start: offset,
      end: offset,
    });
  }
  return result;
}

const segmentEnd = (segment: ReviewSegment) =>
  segment.kind === "same" ? segment.start + segment.text.length : segment.end;
