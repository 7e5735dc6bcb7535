import { CARDINALS, DETERMINERS, POSSESSIVES, SUBJECT_PRONOUNS } from "./closed-classes";
import type { Document, Span, Word } from "./document";
import { optional, sequence } from "./pattern";

/**
 * Time markers, the words that fix a clause's time: a finished time ('yesterday', 'two years ago',
 * 'when I was a child') takes the past simple, a starting point ('since 2010') or a length of time
 * ('for five years') the present perfect. Patterns over the Document's words, in the manner of `sequence`.
 */

const set = (words: string) => new Set(words.split(" "));

export const TIME_UNITS: ReadonlySet<string> = set(
  "minute minutes hour hours day days week weeks month months year years decade decades century centuries",
);
export const WEEKDAYS: ReadonlySet<string> = set("monday tuesday wednesday thursday friday saturday sunday");
export const MONTHS: ReadonlySet<string> = set(
  "january february march april may june july august september october november december",
);
/** Words that count a length of time: 'two years', 'a few months', 'several decades'. */
export const TIME_AMOUNTS: ReadonlySet<string> = new Set([
  ...CARDINALS,
  ...set("a an one few several many couple eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty"),
]);
// What 'last' names as a finished time: 'last night', 'last summer', 'last Monday'.
const LAST_PERIODS = new Set([
  ...set("night week weekend month year summer winter spring autumn term semester christmas easter"),
  ...WEEKDAYS,
]);
const AMOUNT_WORDS = new Set([...TIME_AMOUNTS, "of"]);
const PAST_BE = set("was were");
const CHILDHOOD = set("child kid teenager boy girl student baby");

/** A time marker found in a sentence; 'past' ('in the past') leaves the present perfect right. */
export interface TimeMarker {
  start: number;
  end: number;
  firstWord: number;
  /** The word after the marker. */
  endWord: number;
  kind: "finished" | "past" | "when";
}

const isSubjectWord = (word: Word, doc: Document) =>
  SUBJECT_PRONOUNS.has(word.lower) || doc.tags(word.index).tags.includes("Noun");

const FINISHED = [
  sequence("the", "day", "before", "yesterday"),
  sequence("yesterday"),
  sequence("last", LAST_PERIODS),
  sequence(TIME_UNITS, "ago"),
  sequence("long", "ago"),
  sequence("the", "other", "day"),
  sequence("in", "my", "childhood"),
  // 'in the last century' is over; 'in the last decade' reaches now.
  sequence("in", "the", ["last", "previous"], "century"),
];
const AS_A_CHILD = sequence("as", "a", CHILDHOOD);
const IN_THE_PAST = sequence("in", "the", "past");
// 'when I was a child', 'when my father was young', 'when we were at school'.
const WHEN_WAS = sequence("when", optional(POSSESSIVES), isSubjectWord, PAST_BE);
// A past year after 'in': 'in 2015', 'in the 1990s' is left out.
const PAST_YEAR = /^[ \t]+(?:1[89]\d\d|20[01]\d)s?\b/;
// 'in the past few years', 'in the past 10 years' is a period up to now.
const PERIOD_AFTER =
  /^[ \t]+(?:\d|(?:few|two|three|four|five|six|seven|eight|nine|ten|several|many|couple|decade|years?|months?|weeks?|days?)\b)/i;

/** The finished-time markers of a sentence, left to right. */
export function finishedTimeMarkers(doc: Document, sentence: Span): TimeMarker[] {
  const markers: TimeMarker[] = [];
  const add = (first: number, endWord: number, end: number, kind: TimeMarker["kind"]) =>
    markers.push({ start: doc.words[first]!.start, end, firstWord: first, endWord, kind });
  for (let i = sentence.firstWord; i < sentence.endWord; i++) {
    const word = doc.words[i]!;
    // 'the last year has been hard', 'over the last week' speak of a period up to now.
    if (word.lower === "last" && DETERMINERS.has(doc.words[i - 1]?.lower ?? "")) continue;
    const finished = FINISHED.map((pattern) => pattern.matchAt(doc, i)).find((match) => match);
    const opening = i === sentence.firstWord ? AS_A_CHILD.matchAt(doc, i) : undefined;
    const match = finished ?? opening;
    if (match && match.words.at(-1)!.index < sentence.endWord) {
      // The amount before 'days ago' belongs to the marker: 'a couple of days ago'.
      let first = i;
      while (first > sentence.firstWord && doc.words[first]!.joined && AMOUNT_WORDS.has(doc.words[first - 1]!.lower))
        first--;
      add(first, match.words.at(-1)!.index + 1, match.end, "finished");
      continue;
    }
    const when = WHEN_WAS.matchAt(doc, i);
    if (when) {
      add(i, when.words.at(-1)!.index + 1, when.end, "when");
      continue;
    }
    const past = IN_THE_PAST.matchAt(doc, i);
    if (past && !PERIOD_AFTER.test(doc.text.slice(past.end))) {
      add(i, past.words.at(-1)!.index + 1, past.end, "past");
      continue;
    }
    const year = word.lower === "in" ? PAST_YEAR.exec(doc.text.slice(word.end)) : null;
    if (year && (doc.words[i + 1]?.start ?? Infinity) >= word.end + year[0].length)
      add(i, i + 1, word.end + year[0].length, "finished");
  }
  return markers;
}

// What 'since' names as a starting point: 'since May', 'since childhood', 'since then'.
const POINT_WORDS = new Set([...MONTHS, ...WEEKDAYS, ...set("childhood birth then yesterday christmas")]);
const THE_POINT = sequence("the", set("beginning start age day moment"));
const SCHOOL_POINT = sequence(
  optional(set("primary secondary high nursery")),
  set("school university college kindergarten"),
);
const LENGTH_UNITS: ReadonlySet<string> = set("months years decades");
// 'for five years', 'for a few months', 'for years', 'for a long time', 'for ages'.
const LENGTHS = [
  sequence(TIME_AMOUNTS, optional(set("few of")), optional("of"), LENGTH_UNITS),
  sequence(LENGTH_UNITS),
  sequence("a", "long", "time"),
  sequence("ages"),
];
const NUMBER_AFTER = /^[ \t]+\d+\b/;
const NUMBER_THEN_UNIT = /^[ \t]+\d+[ \t]+([a-z]+)/i;

/**
 * Whether the 'since' at word `index` names a starting point ('since 2010', 'since last summer',
 * 'since he was ten'), and so is not 'because' ('since he is here'). `clause` says whether the
 * point is a clause with its own past verb, which may also read as 'because'.
 */
export function startingPointAfter(doc: Document, index: number): "point" | "clause" | undefined {
  const since = doc.words[index]!;
  const after = doc.text.slice(since.end);
  if (NUMBER_AFTER.test(after))
    return TIME_UNITS.has(NUMBER_THEN_UNIT.exec(after)?.[1]?.toLowerCase() ?? "") ? undefined : "point";
  const next = doc.words[index + 1];
  if (!next?.joined) return undefined;
  if (POINT_WORDS.has(next.lower) || THE_POINT.matchAt(doc, index + 1) || SCHOOL_POINT.matchAt(doc, index + 1))
    return "point";
  if (FINISHED.some((pattern) => pattern.matchAt(doc, index + 1))) return "point";
  const marker = finishedTimeMarkers(doc, doc.sentences[since.sentence]!).find((m) => m.firstWord === index + 1);
  if (marker?.kind === "finished") return "point";
  // 'since I was a child', 'since we moved here'.
  const verb = doc.words[index + 2];
  if (
    SUBJECT_PRONOUNS.has(next.lower) &&
    verb?.joined &&
    (PAST_BE.has(verb.lower) || doc.tags(index + 2).tags.includes("PastTense"))
  )
    return "clause";
  return undefined;
}

/** Whether the 'for' at word `index` is followed by a length of time up to now: 'for five years', 'for ages'. */
export function lengthAfter(doc: Document, index: number): boolean {
  const word = doc.words[index]!;
  if (NUMBER_THEN_UNIT.test(doc.text.slice(word.end)))
    return LENGTH_UNITS.has(NUMBER_THEN_UNIT.exec(doc.text.slice(word.end))![1]!.toLowerCase());
  const next = doc.words[index + 1];
  return Boolean(next?.joined && LENGTHS.some((pattern) => pattern.matchAt(doc, index + 1)));
}
