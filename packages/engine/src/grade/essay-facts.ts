import {
  BASIC_LINKING_DEVICES,
  LINKING_DEVICES,
  LINKING_KIND,
  type LinkingKind,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "../document/closed-classes";
import type { Document, Span } from "../document/document";

/**
 * What an essay is, measured once from its document: its sentences and their length, the clause
 * words and linking words it uses, its paragraphs, whether it gives its view at the start and
 * sums up at the end. Every statement the feedback and the grades' reasons make about the essay
 * rests on these facts, and `findContradictions` checks a text's statements against them.
 */

/** How an essay ends: a last paragraph of its own that sums up, only its last sentences (a text in one paragraph), or neither. */
export type Closing = "paragraph" | "sentences" | "none";

/** How long the essay's sentences are, on average. */
export type SentenceLength = "short" | "medium" | "long";

/** Below this mean a learner's sentences are short (about the shortest quarter of B2 First answers). */
export const SHORT_SENTENCES_BELOW = 12;
/** From this mean on they are long (about the longest third). */
export const LONG_SENTENCES_FROM = 15;

/** One linking word the essay uses, where it first appears, as written. */
export interface LinkingUse {
  /** The device, lower case, as `LINKING_DEVICES` spells it. */
  device: string;
  kind: LinkingKind;
  /** Whether it is one of the basic ones every learner uses first. */
  basic: boolean;
  /** Its first place in the text, and the words there exactly as the student wrote them. */
  start: number;
  end: number;
  written: string;
}

export interface EssayFacts {
  /** The product's one word count. */
  words: number;
  /** Sentences that hold a letter. */
  sentences: number;
  /** Words per sentence, one decimal. */
  meanSentenceLength: number;
  sentenceLength: SentenceLength;
  /** Share of sentences with a dependent clause, three decimals. */
  complexSentenceShare: number;
  /** The clause words used (although, which, if…), lower case, in order of first use. */
  clauseWords: string[];
  /** The distinct linking words used, in `LINKING_DEVICES` order. */
  linking: LinkingUse[];
  /** Paragraphs: blocks between blank lines, or lines when the writer never leaves a blank one. */
  paragraphs: number;
  /** Whether the writer says what they think in the first paragraph (after any title), or in the first two sentences of a text in one paragraph. */
  opinionAtStart: boolean;
  closing: Closing;
  /** The names of the structures beyond the simple sentence it uses, of `ADVANCED_STRUCTURES`. */
  advancedStructures: string[];
}

/** Structures beyond the simple sentence that feedback may suggest, with how to find each in a sentence. */
export const ADVANCED_STRUCTURES: readonly [name: string, pattern: RegExp][] = [
  [
    "If I had…, I would…",
    /\bif\b.*\b(had|were|was|could)\b.*\bwould\b|\b(were|had|should) (i|we|you|they|he|she|it|\w+s) (to|\w+ed)\b/i,
  ],
  ["Not only… but also…", /\bnot only\b.*\bbut\b/i],
  ["What I like most is…", /^\s*what\b.*\b(is|was)\b/i],
  ["Having finished…, I…", /^\s*having \w+/i],
];

/** Words that are as often something else: 'that' (a demonstrative), 'as', 'after', 'before' (prepositions), 'once'. */
const AMBIGUOUS = new Set(["that", "as", "after", "before", "once"]);
/** Words and phrases that open a dependent clause, so a sentence with one is complex. */
const CLAUSE_WORDS = [...SUBORDINATORS, ...RELATIVE_PRONOUNS, "so that", "in order to"].filter(
  (word) => !AMBIGUOUS.has(word),
);
/** Linking words that are as often something else unless they open a clause ('so much', 'the overall cost', 'I finally left'). */
const ONLY_OPENING_A_CLAUSE = new Set(["so", "overall", "finally", "then"]);

/** Words with which a writer gives their own view. */
const OPINION =
  /\b(in my (opinion|view)|i (strongly |firmly |really |personally |would |still |do )?(believe|think|feel|agree|disagree|argue|contend|maintain)|i am (convinced|sure|certain)|i'm (convinced|sure|certain)|my (view|opinion) is|personally)\b/;
/** Words that open a sentence summing up, after any 'so', 'and', 'but' or 'finally'. */
const SUMMING_UP =
  /^(?:(?:so|and|but|finally|therefore|well)\s+)*(in conclusion|as a conclusion|to conclude|in summary|to sum up|summing up|to summari[sz]e|all in all|overall|in short|in brief|in a nutshell|on balance|ultimately|all things considered|taking (?:everything|all this|all of this|all these points) into (?:account|consideration)|for (?:all )?these reasons|that is why|that's why|this is why|this is the reason why|in the end|to put it briefly)\b/;
/** A trailing paragraph this short is a sign-off or a name, not the essay's last paragraph. */
const SIGN_OFF_WORDS = 5;
/** A first paragraph this short, with no full stop, is a title. */
const TITLE_WORDS = 10;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The words of a span in lower case, with straight apostrophes, joined by single spaces. */
function lowerWords(doc: Document, span: Span): string {
  return doc
    .wordsOf(span)
    .map((word) => word.lower.replace(/\u2019/g, "'"))
    .join(" ");
}

/** Each word (lower case) of a document, with the places where it stands, made once per document. */
const wordPlaces = new WeakMap<Document, Map<string, number[]>>();

function placesOf(doc: Document, word: string): readonly number[] {
  let places = wordPlaces.get(doc);
  if (!places) {
    places = new Map();
    for (const { lower, index } of doc.words) {
      const list = places.get(lower);
      if (list) list.push(index);
      else places.set(lower, [index]);
    }
    wordPlaces.set(doc, places);
  }
  return places.get(word) ?? [];
}

/** Whether the phrase's words stand at `first` and after it, with only spaces between (and, if asked, opening a clause). */
function phraseAt(doc: Document, parts: readonly string[], first: number, opensClause: boolean): boolean {
  if (parts.some((part, k) => doc.words[first + k]?.lower !== part)) return false;
  if (!doc.joined(first, first + parts.length - 1)) return false;
  return !opensClause || doc.startsClause(first);
}

/** The places (first word's index) where a phrase of one or more words stands in the words from `from` to `to`, in order. */
function phrasePlaces(doc: Document, phrase: string, opensClause = false, from = 0, to = Infinity): number[] {
  const parts = phrase.split(" ");
  return placesOf(doc, parts[0]!).filter(
    (first) => first >= from && first + parts.length <= to && phraseAt(doc, parts, first, opensClause),
  );
}

/** Where a phrase appears as whole words, and how it is written there: the first place in lower case, or else the first place. */
export function findWritten(
  doc: Document,
  phrase: string,
  opensClause = false,
): Omit<LinkingUse, "device" | "kind" | "basic"> | undefined {
  const length = phrase.split(" ").length;
  const places = phrasePlaces(doc, phrase, opensClause).map((first) => {
    const start = doc.words[first]!.start;
    const end = doc.words[first + length - 1]!.end;
    return { start, end, written: doc.text.slice(start, end) };
  });
  return places.find((place) => place.written === place.written.toLowerCase()) ?? places[0];
}

/** The distinct linking words of the text, each where it is first written in lower case (or else first written). */
export function linkingUses(doc: Document): LinkingUse[] {
  return LINKING_DEVICES.flatMap((device) => {
    const place = findWritten(doc, device, ONLY_OPENING_A_CLAUSE.has(device));
    if (!place) return [];
    return [{ device, kind: LINKING_KIND.get(device)!, basic: BASIC_LINKING_DEVICES.has(device), ...place }];
  });
}

/** A range of linking words: two beyond the basic ones, or (in a short format) three of any kind. */
export function hasVariedLinking(devices: readonly string[], shortFormat: boolean): boolean {
  const advanced = devices.filter((device) => !BASIC_LINKING_DEVICES.has(device)).length;
  return advanced >= 2 || (shortFormat && devices.length >= 3);
}

/** The sentences that hold a letter. */
function sentenceSpans(doc: Document): Span[] {
  return doc.sentences.filter((sentence) => /\p{L}/u.test(doc.text.slice(sentence.start, sentence.end)));
}

/** The clause words used, in order of first use, and the share of sentences that have one. */
function clauses(doc: Document, sentences: readonly Span[]): { used: string[]; share: number } {
  const firstUse = CLAUSE_WORDS.flatMap((word) => {
    const places = phrasePlaces(doc, word);
    return places.length
      ? [{ word, at: places[0]!, sentences: new Set(places.map((at) => doc.words[at]!.sentence)) }]
      : [];
  }).sort((a, b) => a.at - b.at);
  const complex = new Set(firstUse.flatMap((use) => [...use.sentences]));
  const counted = sentences.filter(
    (sentence) => sentence.endWord > sentence.firstWord && complex.has(doc.words[sentence.firstWord]!.sentence),
  );
  return {
    used: firstUse.map((use) => use.word),
    share: sentences.length ? round(counted.length / sentences.length, 3) : 0,
  };
}

/** The paragraphs that carry the essay: without a title before them or a sign-off after them. */
function bodyParagraphs(doc: Document): Span[] {
  const paragraphs = [...doc.paragraphs];
  while (paragraphs.length > 1 && doc.wordsOf(paragraphs.at(-1)!).length <= SIGN_OFF_WORDS) paragraphs.pop();
  const first = paragraphs[0];
  const isTitle =
    first &&
    paragraphs.length > 2 &&
    doc.wordsOf(first).length <= TITLE_WORDS &&
    !/[.]\s*$/.test(doc.text.slice(first.start, first.end));
  return isTitle ? paragraphs.slice(1) : paragraphs;
}

/** The sentences inside a span. */
const sentencesIn = (sentences: readonly Span[], span: Span) =>
  sentences.filter((sentence) => sentence.start >= span.start && sentence.end <= span.end);

/** Whether a sentence sums up: it opens with 'In conclusion', 'To sum up', 'That is why'… */
const sumsUp = (doc: Document, sentence: Span) => SUMMING_UP.test(lowerWords(doc, sentence));

/** Whether the essay gives its view at the start, and how it ends. */
function shape(doc: Document, sentences: readonly Span[]): Pick<EssayFacts, "opinionAtStart" | "closing"> {
  const paragraphs = bodyParagraphs(doc);
  const opening = paragraphs.length > 1 ? sentencesIn(sentences, paragraphs[0]!) : sentences.slice(0, 2);
  const opinionAtStart = opening.some((sentence) => OPINION.test(lowerWords(doc, sentence)));
  if (paragraphs.length > 1) {
    const last = sentencesIn(sentences, paragraphs.at(-1)!);
    // A last paragraph sums up when it says so, or gives the writer's view again.
    const concludes = last.some((sentence) => sumsUp(doc, sentence) || OPINION.test(lowerWords(doc, sentence)));
    return { opinionAtStart, closing: concludes ? "paragraph" : "none" };
  }
  const lastTwo = sentences.length >= 4 ? sentences.slice(-2) : [];
  return { opinionAtStart, closing: lastTwo.some((sentence) => sumsUp(doc, sentence)) ? "sentences" : "none" };
}

/** Short, medium or long sentences, by their mean length in words. */
export function sentenceLengthOf(mean: number): SentenceLength {
  if (mean < SHORT_SENTENCES_BELOW) return "short";
  return mean >= LONG_SENTENCES_FROM ? "long" : "medium";
}

/** The facts of an essay, read from its document. Never throws; an empty text has no sentences and no paragraphs. */
export function readEssayFacts(doc: Document): EssayFacts {
  const sentences = sentenceSpans(doc);
  const mean = sentences.length ? round(doc.words.length / sentences.length, 1) : 0;
  const { used, share } = clauses(doc, sentences);
  return {
    words: doc.wordCount,
    sentences: sentences.length,
    meanSentenceLength: mean,
    sentenceLength: sentenceLengthOf(mean),
    complexSentenceShare: share,
    clauseWords: used,
    linking: linkingUses(doc),
    paragraphs: doc.paragraphs.length,
    ...shape(doc, sentences),
    advancedStructures: ADVANCED_STRUCTURES.filter(([, pattern]) =>
      sentences.some((sentence) => pattern.test(doc.text.slice(sentence.start, sentence.end))),
    ).map(([name]) => name),
  };
}
