import type { Document, Word } from "./document";
import { lexiconTags, verbForms } from "./inflection";

/**
 * Word patterns over a Document, in the manner of Harper's `SequenceExpr`: a sequence of steps,
 * each matching one word, with only spaces between the words. Rules use them instead of index
 * arithmetic: `sequence(MODALS, "to", isBaseVerb)` matches "can to go".
 */

/** One word: its lower-case form, any of a set (or list) of them, or a test. */
export type WordStep = string | ReadonlySet<string> | readonly string[] | ((word: Word, doc: Document) => boolean);
export type Step = WordStep | CrossingStep | OptionalStep;

/** A step whose word may follow the one before across punctuation or a number: 'Finally, could'. */
export interface CrossingStep {
  crossing: WordStep;
}

/** A step that may be left out: 'has (never) went'. */
export interface OptionalStep {
  optional: Exclude<Step, OptionalStep>;
}

export const crossing = (step: WordStep): CrossingStep => ({ crossing: step });
export const optional = (step: Exclude<Step, OptionalStep>): OptionalStep => ({ optional: step });

/** A run of words the pattern matched. */
export interface Match {
  words: Word[];
  start: number;
  end: number;
}

export interface Pattern {
  /** The match that begins at word `index`, if any. */
  matchAt(doc: Document, index: number): Match | undefined;
  /** Every match, left to right; matches may overlap. */
  matchAll(doc: Document): Match[];
}

/** Whether the word fits one step (not an optional one). */
export function fitsStep(step: Exclude<Step, OptionalStep>, word: Word, doc: Document): boolean {
  if (typeof step === "object" && "crossing" in step) return fitsStep(step.crossing, word, doc);
  if (typeof step === "string") return word.lower === step;
  if (typeof step === "function") return step(word, doc);
  if (Array.isArray(step)) return step.includes(word.lower);
  return (step as ReadonlySet<string>).has(word.lower);
}

/** Words matching each step in turn, joined by spaces only (or, for a crossing step, by anything but a word). */
export function sequence(...steps: Step[]): Pattern {
  const matchFrom = (doc: Document, index: number, s: number, taken: Word[]): Word[] | undefined => {
    if (s === steps.length) return taken;
    const step = steps[s]!;
    const word = doc.words[index];
    const follows = (step: Step) =>
      word !== undefined && (taken.length === 0 || word.joined || (typeof step === "object" && "crossing" in step));
    if (typeof step === "object" && "optional" in step) {
      if (follows(step.optional) && fitsStep(step.optional, word!, doc)) {
        const withStep = matchFrom(doc, index + 1, s + 1, [...taken, word!]);
        if (withStep) return withStep;
      }
      return matchFrom(doc, index, s + 1, taken);
    }
    return follows(step) && fitsStep(step, word!, doc)
      ? matchFrom(doc, index + 1, s + 1, [...taken, word!])
      : undefined;
  };
  const anchor = anchorOf(steps);
  const pattern: Pattern = {
    matchAt(doc, index) {
      const words = matchFrom(doc, index, 0, []);
      return words && words.length > 0 ? { words, start: words[0]!.start, end: words.at(-1)!.end } : undefined;
    },
    matchAll(doc) {
      const mayStartAt = (index: number) =>
        !anchor ||
        doc.words.slice(index + anchor.from, index + anchor.to + 1).some((word) => fitsStep(anchor.step, word, doc));
      return doc.words.flatMap((_, index) => (mayStartAt(index) && pattern.matchAt(doc, index)) || []);
    },
  };
  return pattern;
}

/** A step that names its words, and how many words after a match's first it can stand. */
interface Anchor {
  step: string | ReadonlySet<string> | readonly string[];
  from: number;
  to: number;
}

/**
 * The pattern's first required step that names its words (a word, a list or a set), if any: a match
 * has one of them that far on, so matchAll tries only the starts that do, and the other steps' tests
 * (which may read the tags) run only there. Each step takes one word, an optional step none or one.
 */
function anchorOf(steps: readonly Step[]): Anchor | undefined {
  let required = 0;
  for (const [s, step] of steps.entries()) {
    if (typeof step === "object" && "optional" in step) continue;
    const words = typeof step === "object" && "crossing" in step ? step.crossing : step;
    if (typeof words !== "function") return { step: words, from: required, to: s };
    required++;
  }
  return undefined;
}

/** Any word. */
export const anyWord = () => true;

/** The word just before this one in the text (across any punctuation), if any: what a match may not follow. */
export const wordBefore = (doc: Document, word: Word): Word | undefined => doc.words[word.index - 1];

/** The word just after this one in the text (across any punctuation, where clause-end's `wordAfter` stops), if any. */
export const followingWord = (doc: Document, word: Word): Word | undefined => doc.words[word.index + 1];

/** Up to `count` words before this one in the text (across any punctuation), nearest last. */
export const wordsBefore = (doc: Document, word: Word, count: number): Word[] =>
  doc.words.slice(Math.max(0, word.index - count), word.index);

/** The words before this one, nearest last, that each fit the step and run up to it with only spaces between: 'have never ever' before 'made'. */
export function runBefore(doc: Document, word: Word, step: Exclude<Step, OptionalStep>): Word[] {
  const run: Word[] = [];
  let last = word;
  for (
    let before = wordBefore(doc, last);
    last.joined && before && fitsStep(step, before, doc);
    before = wordBefore(doc, last)
  ) {
    run.unshift(before);
    last = before;
  }
  return run;
}

/** Whether only spaces (no tab, punctuation or line break) stand between two words. */
export const spacesBetween = (doc: Document, first: Word, second: Word): boolean =>
  /^ +$/.test(doc.text.slice(first.end, second.start));

// Words the lexicon calls adjectives that already say which or how many ('last month', 'many
// cities'), and job titles used without an article ('she is head teacher', 'he was acting manager').
const NOT_DESCRIBING = new Set(
  "last next many much few several other same own whole only first second third such enough more most less least head chief deputy acting".split(
    " ",
  ),
);
const ADJECTIVE_TAGS = ["Adjective", "Comparative", "Superlative"];

/** A describing adjective ('good', 'bigger'), as the lexicon or the tagger in its sentence reads it; not one that counts or points ('many', 'last'). */
export const isAdjective = (word: Word, doc: Document) =>
  /^[a-z]+$/.test(word.text) &&
  !NOT_DESCRIBING.has(word.lower) &&
  (lexiconTags(word.lower).some((tag) => ADJECTIVE_TAGS.includes(tag)) ||
    doc.tags(word.index).tags.includes("Adjective"));

/** A verb in its base form: the lexicon lists it so, or the sentence's tagger reads it so ('walk', 'close'). */
export const isBaseVerb = (word: Word, doc: Document) =>
  /^[a-z]+$/.test(word.text) &&
  verbForms(word.lower) !== undefined &&
  (lexiconTags(word.lower).includes("Infinitive") || doc.tags(word.index).tags.includes("Infinitive"));

/** Tags of a word read as a finite verb in its sentence: 'is', 'can', 'owns', 'went'. */
const FINITE_VERB_TAGS = ["PresentTense", "PastTense", "Copula", "Modal", "Auxiliary"];
/** Whether the sentence's tagger reads the word as a finite verb ('is', 'can', 'owns', 'went'). */
export const readAsFiniteVerb = (word: Word, doc: Document) =>
  doc.tags(word.index).tags.some((tag) => FINITE_VERB_TAGS.includes(tag));
