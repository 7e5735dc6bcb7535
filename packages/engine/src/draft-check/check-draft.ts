import { correctEssay } from "../correct/correct-essay";
import { alignTokens, type TokenChange } from "../document/align";
import type { Edit } from "../correct/types";
import { tokenise, type Token } from "../document/document";
import { isOtherFormOfSameWord, spelledOut } from "./look-alike";
import { withoutRejected } from "./rejected";

/** One mark of the first draft, as the check needs it: its span, its words and the expected correction. */
export interface DraftMark {
  start: number;
  end: number;
  original: string;
  replacement: string;
}

/**
 * What the student did with a mark: `fixed` (the expected correction, or other words the engine finds
 * nothing wrong with), `wrong` (changed, but the engine still finds an error there, or the words are
 * the same mistake again) or `untouched` (the marked words are as they were).
 */
export type MarkVerdict = "fixed" | "wrong" | "untouched";

/** The check of one mark in the second draft. */
export interface MarkCheck {
  verdict: MarkVerdict;
  /** For a fixed mark: whether the student wrote the expected correction or another the engine accepts. */
  fixedAs: "expected" | "accepted" | null;
  /** Where the marked words (and the student's change to them) now are in the second draft. */
  draftStart: number;
  draftEnd: number;
  /** The words there now. */
  draftText: string;
}

/** The whole check of a second draft. */
export interface DraftCheck {
  /** One check per mark, in the order the marks were given. */
  marks: MarkCheck[];
  /** The engine's edits of the second draft: its correction as for any essay. */
  engineEdits: Edit[];
  /** The engine's edits in words the student changed that no mark covers: new mistakes. */
  newErrors: Edit[];
}

/** A run of tokens that changed: first-draft tokens [sourceStart, sourceEnd) became second-draft tokens [targetStart, targetEnd). */
type Change = TokenChange;

/** The first-draft tokens a mark covers, [from, to); an insertion covers none, at the token after it. */
function tokensOf(mark: DraftMark, tokens: readonly Token[]): { from: number; to: number } {
  let from = tokens.findIndex((token) => token.end > mark.start);
  if (from < 0) from = tokens.length;
  let to = from;
  while (to < tokens.length && tokens[to]!.start < mark.end) to++;
  return { from, to };
}

/** Whether a change touches the mark's tokens: overlaps them, or (an insertion on either side) meets them inside or at an edge. */
function touches(change: Change, span: { from: number; to: number }): boolean {
  if (change.sourceStart < span.to && span.from < change.sourceEnd) return true;
  if (change.sourceStart === change.sourceEnd) return change.sourceStart >= span.from && change.sourceStart <= span.to;
  if (span.from === span.to) return span.from >= change.sourceStart && span.from <= change.sourceEnd;
  return false;
}

/** Whether a change touches a run of words: overlaps it, or inserts strictly inside it (or where an empty run is). */
function touchesInside(change: Change, span: { from: number; to: number }): boolean {
  if (change.sourceStart < span.to && span.from < change.sourceEnd) return true;
  if (change.sourceStart !== change.sourceEnd)
    return span.from === span.to && span.from > change.sourceStart && span.from < change.sourceEnd;
  return span.from === span.to
    ? change.sourceStart === span.from
    : change.sourceStart > span.from && change.sourceStart < span.to;
}

/** Where a token boundary of the first draft lies in the second (an insertion right at a region's start belongs to the region). */
function movedBoundary(boundary: number, changes: readonly Change[], side: "start" | "end"): number {
  let shift = 0;
  for (const change of changes) {
    const before =
      side === "start" ? change.sourceEnd <= boundary && change.sourceStart < boundary : change.sourceEnd <= boundary;
    if (before) shift += change.targetEnd - change.targetStart - (change.sourceEnd - change.sourceStart);
  }
  return boundary + shift;
}

/** The characters tokens [from, to) cover; an empty run sits where its next token starts. */
function charSpan(tokens: readonly Token[], from: number, to: number, textLength: number) {
  const start = from < tokens.length ? tokens[from]!.start : textLength;
  return { start, end: to > from ? tokens[to - 1]!.end : start };
}

/** The words of a text, spacing ignored. */
const words = (text: string) => tokenise(text).map((token) => token.text);
const alignWords = (a: readonly string[], b: readonly string[], ignoreCase: boolean) =>
  ignoreCase
    ? alignTokens(
        a.map((word) => word.toLowerCase()),
        b.map((word) => word.toLowerCase()),
      )
    : alignTokens(a, b);
const same = (a: readonly string[], b: readonly string[], ignoreCase: boolean) =>
  a.length === b.length &&
  a.every((word, i) => (ignoreCase ? word.toLowerCase() === b[i]!.toLowerCase() : word === b[i]));

/** Whether an engine edit of the second draft falls in the span (an insertion at either edge counts). */
const inSpan = (edit: Edit, start: number, end: number) =>
  (edit.start < end && start < edit.end) || (edit.start === edit.end && edit.start >= start && edit.start <= end);

/** The two drafts as the check reads them: their tokens, the word changes between them and the engine's edits of the second. */
interface Drafts {
  /** The engine's edits of the first draft, corrected on first use. */
  firstEdits: () => readonly Edit[];
  first: string;
  second: string;
  source: readonly Token[];
  target: readonly Token[];
  changes: readonly Change[];
  engineEdits: readonly Edit[];
}

/** One mark judged, and the words of the second draft that stand for it (the engine's edits there are not new mistakes). */
interface Judged {
  check: MarkCheck;
  own: { start: number; end: number } | null;
}

/** Whether the engine, correcting the second draft, leaves an edit in the span. */
const flaggedIn = (drafts: Drafts, span: { start: number; end: number }) =>
  drafts.engineEdits.some((edit) => inSpan(edit, span.start, span.end));

/** The first-draft tokens of the sentence a run of tokens is in: from after the last sentence end before it to its next one. */
function sentenceOf(tokens: readonly Token[], span: { from: number; to: number }): { from: number; to: number } {
  const ends = (token: Token | undefined) => token !== undefined && /^[.!?]$/.test(token.text);
  let from = span.from;
  while (from > 0 && !ends(tokens[from - 1])) from--;
  let to = span.to;
  while (to < tokens.length && !ends(tokens[to - 1])) to++;
  return { from, to };
}

/**
 * Whether a mark whose words the student kept is fixed by what they changed around it in its
 * sentence ('the child was playing' for 'the children was playing', marked 'was' -> 'were'): the
 * engine found the mark's mistake in the first draft on words the student left, and no longer finds
 * it at the marked words of the second.
 */
function fixedAround(
  drafts: Drafts,
  mark: DraftMark,
  span: { from: number; to: number },
  place: { start: number; end: number },
) {
  const { first, source } = drafts;
  const sentence = sentenceOf(source, span);
  const near = drafts.changes.filter((change) => touchesInside(change, sentence) || touches(change, sentence));
  if (near.length === 0) return false;
  const seen = drafts.firstEdits().filter((edit) => inSpan(edit, mark.start, mark.end));
  if (seen.length === 0) return false;
  const changed = near
    .filter((change) => change.sourceEnd > change.sourceStart)
    .map((change) => charSpan(source, change.sourceStart, change.sourceEnd, first.length));
  if (seen.some((edit) => changed.some((run) => edit.start < run.end && run.start < edit.end))) return false;
  return !flaggedIn(drafts, place);
}

/**
 * Judges one mark: untouched when no change touches its words; fixed when the student wrote the
 * expected words, or other words (or took words out) and the engine, correcting the changed
 * sentence, finds no error left at that place; still wrong otherwise.
 */
function judgeMark(drafts: Drafts, mark: DraftMark): Judged {
  const { first, second, source, target, changes } = drafts;
  const span = tokensOf(mark, source);
  const touching = changes.filter((change) => touches(change, span));
  const from = Math.min(span.from, ...touching.map((change) => change.sourceStart));
  const to = Math.max(span.to, ...touching.map((change) => change.sourceEnd));
  const targetFrom = movedBoundary(from, changes, "start");
  const targetTo = Math.max(targetFrom, movedBoundary(to, changes, "end"));
  const { start: draftStart, end: draftEnd } = charSpan(target, targetFrom, targetTo, second.length);
  const draftText = second.slice(draftStart, draftEnd);
  const judged = (verdict: MarkVerdict, fixedAs: MarkCheck["fixedAs"], own: Judged["own"] = null): Judged => ({
    check: { verdict, fixedAs, draftStart, draftEnd, draftText },
    own,
  });
  const untouched = () =>
    fixedAround(drafts, mark, span, { start: draftStart, end: draftEnd })
      ? judged("fixed", "accepted", { start: draftStart, end: draftEnd })
      : judged("untouched", null);
  if (touching.length === 0) return untouched();
  const region = charSpan(source, from, to, first.length);
  const regionStart = Math.min(region.start, mark.start);
  const regionEnd = Math.max(region.end, mark.end);
  const prefix = first.slice(regionStart, mark.start);
  const before = words(first.slice(regionStart, regionEnd));
  const expected = words(prefix + mark.replacement + first.slice(mark.end, regionEnd));
  const written = words(draftText);
  // A mark about capitals is fixed only with the right capitals; elsewhere a sentence's first capital does not matter.
  const aboutCase = same(before, expected, true);
  // The student may have written more around the mark (the alignment runs the changes together): look at the mark's own words.
  const markFrom = words(prefix).length;
  const expectedSpan = { from: markFrom, to: markFrom + words(mark.replacement).length };
  const ownSpan = { from: markFrom, to: markFrom + words(mark.original).length };
  const own = alignWords(before, written, !aboutCase).filter((change) => touchesInside(change, ownSpan));
  // A marked word the correction takes out, still there ('more younger' for 'more young' -> 'younger'), keeps the
  // mistake; unless the student kept the marked words as they were, rewrote around them, and the engine,
  // correcting the changed sentence, finds them right there (Redpen's correction was not needed).
  const kept = new Set(written.map((word) => word.toLowerCase()));
  const removed = words(mark.original).filter(
    (word) => /\p{L}/u.test(word) && !expected.some((other) => other.toLowerCase() === word.toLowerCase()),
  );
  if (removed.some((word) => kept.has(word.toLowerCase()))) {
    const whole = { start: draftStart, end: draftEnd };
    const withCorrection = words(mark.replacement).every((word) => kept.has(word.toLowerCase()));
    // As they were: capitals too ('Goood' for 'goood' is the same mistake, not a kept form).
    const asTheyWere = !alignWords(before, written, false).some((change) => touchesInside(change, ownSpan));
    if (!asTheyWere || withCorrection || flaggedIn(drafts, whole)) return judged("wrong", null, whole);
    return judged("fixed", "accepted", whole);
  }
  if (!alignWords(expected, written, !aboutCase).some((change) => touchesInside(change, expectedSpan)))
    return judged("fixed", "expected");
  if (own.length === 0) return untouched();
  // The same words again, a contraction aside ("There's" for "There is"), or another ending of the marked word.
  if (same(spelledOut(written), spelledOut(before), false))
    return judged("wrong", null, { start: draftStart, end: draftEnd });
  // The words the student wrote in place of the marked ones; where they only took words out, the words either side.
  const written0 = targetFrom + Math.min(...own.map((change) => change.targetStart));
  const written1 = targetFrom + Math.max(...own.map((change) => change.targetEnd));
  const removedOnly = written1 <= written0;
  const place = removedOnly
    ? charSpan(target, Math.max(targetFrom, written0 - 1), Math.min(targetTo, written0 + 1), second.length)
    : charSpan(target, written0, written1, second.length);
  if (
    flaggedIn(drafts, place) ||
    isOtherFormOfSameWord(words(second.slice(place.start, place.end)), mark.original, mark.replacement)
  )
    return judged("wrong", null, place);
  return judged("fixed", removedOnly && mark.replacement.trim() === "" ? "expected" : "accepted", place);
}

/**
 * Checks a second draft against the marks of the first: aligns the two texts word by word (jsdiff's
 * Myers diff, as the engine's other alignments), and for each mark decides whether the student fixed
 * it (the expected words, or others the engine finds no error in), changed it and it is still wrong,
 * or left it untouched. The engine corrects the second draft as any essay, leaving out the
 * corrections the teacher rejected on the first (`rejected`: the same words in the corresponding
 * sentence are not proposed again); its edits in words the student changed that no mark covers are
 * the new mistakes. Pure and deterministic; it never throws on user text.
 */
export function checkDraft(
  first: string,
  marks: readonly DraftMark[],
  second: string,
  rejected: readonly DraftMark[] = [],
): DraftCheck {
  const source = tokenise(first);
  const target = tokenise(second);
  const changes = alignTokens(
    source.map((token) => token.text),
    target.map((token) => token.text),
  );
  const engineEdits = withoutRejected({ first, second, changes, source, target }, correctEssay(second).edits, rejected);
  let firstEdits: readonly Edit[] | undefined;
  const drafts: Drafts = {
    firstEdits: () => (firstEdits ??= correctEssay(first).edits),
    first,
    second,
    source,
    target,
    changes,
    engineEdits,
  };
  const judgedMarks = marks.map((mark) => judgeMark(drafts, mark));
  const ownSpans = judgedMarks.flatMap((judged) => (judged.own ? [judged.own] : []));
  const changedSpans = changes.map((change) => charSpan(target, change.targetStart, change.targetEnd, second.length));
  const newErrors = engineEdits.filter(
    (edit) =>
      changedSpans.some((span) => span.end > span.start && inSpan(edit, span.start, span.end)) &&
      !ownSpans.some((span) => inSpan(edit, span.start, span.end)),
  );
  return { marks: judgedMarks.map((judged) => judged.check), engineEdits, newErrors };
}

/**
 * The share of the first draft's words (punctuation aside) the second keeps in place, 0 to 1 (1 for
 * an empty first draft): a draft that keeps few is another text, not a correction of this one.
 */
export function keptWordShare(first: string, second: string): number {
  const wordsOf = (text: string) =>
    tokenise(text)
      .filter((token) => token.kind !== "mark")
      .map((token) => token.lower);
  const source = wordsOf(first);
  if (source.length === 0) return 1;
  const changed = alignTokens(source, wordsOf(second)).reduce(
    (sum, change) => sum + change.sourceEnd - change.sourceStart,
    0,
  );
  return (source.length - changed) / source.length;
}
