import { BE_FORMS, RELATIVE_PRONOUNS, STOP_WORDS, SUBORDINATORS } from "../document/closed-classes";
import type { Document, Word } from "../document/document";
import { infinitiveOfParticiple } from "../document/inflection";
import { getLexicon } from "../document/lexicon";

/**
 * Range: how far an essay reaches beyond everyday words and the simple sentence. The exams' top
 * bands ask for it beside accuracy (B2 First's Language band 5: "a range of vocabulary, including
 * less common lexis… a range of simple and complex grammatical forms with control and
 * flexibility"), so a correct but plain essay is not a C2 one. Read from the document's words and
 * sentences only; the word frequencies are SUBTLEX-US's, as everywhere in the engine.
 */
export interface RangeMeasures {
  /** Share of content words beyond the 3,000 most frequent that a dictionary knows. */
  less_common_word_share: number;
  /** Dependent clauses per sentence: subordinate and relative clauses, and clauses opened by a participle. */
  clauses_per_sentence: number;
  /** Passives per sentence ("is built", "were given"). */
  passives_per_sentence: number;
  /** Conditionals per sentence ("if", "unless", "provided that", and "were/had/should" put first). */
  conditionals_per_sentence: number;
}

const COMMON_WORDS = 3000;
let byFrequency: number[] | undefined;

/** The frequency of the word at this rank of the most frequent words (0 beyond the list). */
export function frequencyAtRank(rank: number): number {
  if (byFrequency === undefined) {
    const lexicon = getLexicon();
    byFrequency = [...lexicon.knownWords()].map((word) => lexicon.frequency(word)).sort((a, b) => b - a);
  }
  return byFrequency[rank] ?? 0;
}

/** The frequency of the 3,000th most frequent word: words rarer than it count as less common. */
export const commonWordThreshold = () => frequencyAtRank(COMMON_WORDS);

/** Words that open a dependent clause only now and then: 'that' (a demonstrative), 'as', 'after', 'before', 'since' (prepositions). */
const AMBIGUOUS_OPENERS = new Set(["that", "as", "after", "before", "since", "once"]);
const CLAUSE_OPENERS = new Set([...SUBORDINATORS, ...RELATIVE_PRONOUNS].filter((word) => !AMBIGUOUS_OPENERS.has(word)));
const CONDITIONAL_OPENERS = new Set(["if", "unless", "provided", "providing"]);
/** Auxiliaries that open a conditional when put before their subject: "Were employers to…", "Had I known…". */
const INVERTED_CONDITIONAL = new Set(["were", "had", "should"]);
/** Adverbs that may stand between 'be' and its participle: "is often used". */
const BETWEEN = new Set(["not", "also", "often", "usually", "always", "never", "still", "being", "been", "already"]);

const isParticiple = (word: string) =>
  word.length > 3 &&
  infinitiveOfParticiple(word) !== undefined &&
  (word.endsWith("ed") || word.endsWith("en") || !/ing$/.test(word));

function isPassive(words: readonly Word[], i: number): boolean {
  if (!BE_FORMS.has(words[i]!.lower)) return false;
  let next = i + 1;
  while (next < words.length && next <= i + 2 && (BETWEEN.has(words[next]!.lower) || words[next]!.lower.endsWith("ly")))
    next++;
  const word = words[next];
  return word !== undefined && word.sentence === words[i]!.sentence && isParticiple(word.lower);
}

/** A clause opened by a participle after a comma or at the start of a sentence: "Having finished…", ", leaving…". */
function isParticipleClause(doc: Document, words: readonly Word[], i: number): boolean {
  const word = words[i]!;
  if (!/^[a-z]{3,}(ing|ed)$/.test(word.lower)) return false;
  const before = doc.text.slice(i > 0 ? words[i - 1]!.end : 0, word.start);
  const first = i === 0 || words[i - 1]!.sentence !== word.sentence;
  return (first && word.lower.endsWith("ing") && words[i + 1]?.lower !== "is") || /,\s*$/.test(before);
}

/** Measures already taken of a document: the evidence and the features both read them. */
const measured = new WeakMap<Document, RangeMeasures>();

/** The range measures of an essay, taken once per document. Never throws. */
export function measureRange(doc: Document): RangeMeasures {
  let range = measured.get(doc);
  if (!range) {
    range = rangeOf(doc);
    measured.set(doc, range);
  }
  return range;
}

function rangeOf(doc: Document): RangeMeasures {
  const lexicon = getLexicon();
  const { words } = doc;
  const sentences = Math.max(1, doc.sentences.length);
  const content = words.filter((word) => word.lower.length >= 3 && !STOP_WORDS.has(word.lower));
  const threshold = commonWordThreshold();
  let clauses = 0;
  let passives = 0;
  let conditionals = 0;
  words.forEach((word, i) => {
    const first = i === 0 || words[i - 1]!.sentence !== word.sentence;
    if (CLAUSE_OPENERS.has(word.lower) || isParticipleClause(doc, words, i)) clauses++;
    if (isPassive(words, i)) passives++;
    if (
      CONDITIONAL_OPENERS.has(word.lower) ||
      (first &&
        INVERTED_CONDITIONAL.has(word.lower) &&
        /,/.test(doc.text.slice(word.end, doc.sentences[word.sentence]?.end)))
    )
      conditionals++;
  });
  const lessCommon = content.filter((word) => {
    const frequency = lexicon.frequency(word.lower);
    return frequency > 0 && frequency < threshold && lexicon.isWord(word.lower);
  });
  return {
    less_common_word_share: content.length ? lessCommon.length / content.length : 0,
    clauses_per_sentence: clauses / sentences,
    passives_per_sentence: passives / sentences,
    conditionals_per_sentence: conditionals / sentences,
  };
}
