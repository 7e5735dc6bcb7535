import { getLexicon } from "../document/lexicon";
import { EDIT_CATEGORIES } from "../correct/categories";
import type { Edit } from "../correct/types";
import {
  BASIC_LINKING_DEVICES,
  LINKING_DEVICES,
  RELATIVE_PRONOUNS,
  STOP_WORDS,
  SUBORDINATORS,
} from "../document/closed-classes";
import type { Document } from "../document/document";
import { countedEdits } from "./counted-edits";
import { measureRange, type RangeMeasures } from "./range";

/**
 * The numbers the grading model reads from an essay and its edits: length, error rates by kind,
 * vocabulary (frequency, length, diversity, words no dictionary knows), sentences, cohesion,
 * punctuation and capitalisation habits, and hashed counts of word and letter sequences. Hashing
 * keeps nothing readable: a bucket is a number, and many sequences share it.
 */
export interface EssayFeatures {
  /** The named features, in the order of `DENSE_FEATURE_NAMES`. */
  dense: number[];
  /** Hashed word and letter n-gram counts, as bucket → signed log-scaled count (before `weighHashed`). */
  hashed: Map<number, number>;
}

/** Buckets of the hashed n-gram counts. */
export const HASH_BUCKETS = 4096;

const DENSE: [name: string, compute: (m: Measures) => number][] = [
  ["log_words", (m) => Math.log(1 + m.tokens.length)],
  ["log_sentences", (m) => Math.log(1 + m.sentenceLengths.length)],
  ["mean_sentence_length", (m) => Math.min(60, mean(m.sentenceLengths))],
  ["sd_sentence_length", (m) => Math.min(40, sd(m.sentenceLengths))],
  [
    "max_sentence_length",
    (m) => Math.log(1 + m.sentenceLengths.reduce((longest, length) => Math.max(longest, length), 0)),
  ],
  ["paragraphs", (m) => Math.min(12, m.paragraphs)],
  ["log_words_per_paragraph", (m) => Math.log(1 + m.tokens.length / Math.max(1, m.paragraphs))],
  ["errors_per_100", (m) => Math.min(40, m.per100(m.edits.length))],
  ["log_errors_per_100", (m) => Math.log(1 + m.per100(m.edits.length))],
  ...EDIT_CATEGORIES.map((category): [string, (m: Measures) => number] => [
    `errors_${category.replace(/[^a-z]+/g, "_")}`,
    (m) => Math.min(20, m.per100(m.byCategory.get(category) ?? 0)),
  ]),
  ["mattr", (m) => movingTypeTokenRatio(m.tokens, 50)],
  ["herdan_c", (m) => (m.tokens.length > 1 ? Math.log(new Set(m.tokens).size) / Math.log(m.tokens.length) : 0)],
  ["mean_log_frequency", (m) => mean(m.logFrequencies)],
  ["content_mean_log_frequency", (m) => mean(m.contentLogFrequencies)],
  ["log_frequency_p10", (m) => percentile(m.contentLogFrequencies, 0.1)],
  ["log_frequency_p25", (m) => percentile(m.contentLogFrequencies, 0.25)],
  ["log_frequency_p50", (m) => percentile(m.contentLogFrequencies, 0.5)],
  ["rare_word_share", (m) => share(m.contentLogFrequencies, (f) => f > 0 && f < 5)],
  ["unknown_frequency_share", (m) => share(m.logFrequencies, (f) => f === 0)],
  ["not_in_dictionary_share", (m) => share(m.tokens, (t) => !m.known(t))],
  ["mean_word_length", (m) => mean(m.tokens.map((t) => t.length))],
  ["sd_word_length", (m) => sd(m.tokens.map((t) => t.length))],
  ["long_word_share", (m) => share(m.tokens, (t) => t.length >= 8)],
  ["stopword_share", (m) => share(m.tokens, (t) => STOP_WORDS.has(t))],
  [
    "subordinator_rate",
    (m) => m.per100(m.tokens.filter((t) => SUBORDINATORS.has(t) || RELATIVE_PRONOUNS.has(t)).length),
  ],
  ["linking_devices", (m) => m.links.length],
  ["advanced_linking_devices", (m) => m.links.filter((l) => !BASIC_LINKING_DEVICES.has(l)).length],
  ["comma_rate", (m) => m.per100(count(m.text, /,/g))],
  ["commas_per_sentence", (m) => count(m.text, /,/g) / Math.max(1, m.sentenceLengths.length)],
  ["semicolon_colon_rate", (m) => m.per100(count(m.text, /[;:]/g))],
  ["question_exclamation_rate", (m) => m.per100(count(m.text, /[?!]/g))],
  ["repeated_punctuation_rate", (m) => m.per100(count(m.text, /[!?.]{2,}/g))],
  ["apostrophe_rate", (m) => m.per100(count(m.text, /\w['\u2019]\w/g))],
  ["quote_bracket_rate", (m) => m.per100(count(m.text, /["()\u201c\u201d]/g))],
  ["lowercase_i_rate", (m) => m.per100(count(m.text, /(^|[^\w'])i([^\w']|'m|'ve|'ll|'d)/g))],
  ["lowercase_sentence_start_share", (m) => count(m.text, /[.!?]\s+[a-z]/g) / Math.max(1, m.sentenceLengths.length)],
  ["space_before_punctuation_rate", (m) => m.per100(count(m.text, / [,.!?;:](?!\w)/g))],
  ["missing_space_after_punctuation_rate", (m) => m.per100(count(m.text, /[a-z][,.!?;:][A-Za-z]/g))],
  ["capitalised_word_share", (m) => share(m.rawTokens, (t) => /^[A-Z]/.test(t))],
  ["all_caps_rate", (m) => m.per100(m.rawTokens.filter((t) => t.length > 1 && t === t.toUpperCase()).length)],
  ["digit_rate", (m) => m.per100(count(m.text, /\d+/g))],
  ["contraction_rate", (m) => m.per100(m.tokens.filter((t) => /['\u2019](t|s|re|ve|ll|d|m)$/.test(t)).length)],
  ["first_person_rate", (m) => m.per100(m.tokens.filter((t) => t === "i" || t === "me" || t === "my").length)],
  ["second_person_rate", (m) => m.per100(m.tokens.filter((t) => t === "you" || t === "your").length)],
  // Range under control: rarer words, long words and subordinate clauses count as far as the text is accurate.
  ["accurate_rare_word_share", (m) => accuracy(m) * share(m.contentLogFrequencies, (f) => f > 0 && f < 5)],
  ["accurate_long_word_share", (m) => accuracy(m) * share(m.tokens, (t) => t.length >= 8)],
  ["accurate_subordinator_rate", (m) => accuracy(m) * m.per100(m.tokens.filter((t) => SUBORDINATORS.has(t)).length)],
  // Range (range.ts): less common words, and dependent clauses, passives and conditionals per sentence.
  ["less_common_word_share", (m) => m.range.less_common_word_share],
  ["clauses_per_sentence", (m) => Math.min(4, m.range.clauses_per_sentence)],
  ["passives_per_sentence", (m) => Math.min(2, m.range.passives_per_sentence)],
  ["conditionals_per_sentence", (m) => Math.min(2, m.range.conditionals_per_sentence)],
];

/** The names of the dense features, in order; a grading model is checked against them. */
export const DENSE_FEATURE_NAMES: readonly string[] = DENSE.map(([name]) => name);

interface Measures {
  text: string;
  rawTokens: string[];
  tokens: string[];
  edits: Edit[];
  byCategory: Map<string, number>;
  sentenceLengths: number[];
  paragraphs: number;
  logFrequencies: number[];
  contentLogFrequencies: number[];
  links: string[];
  known: (token: string) => boolean;
  range: RangeMeasures;
  per100: (n: number) => number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const sd = (xs: number[]) => {
  const m = mean(xs);
  return xs.length ? Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length) : 0;
};
const share = <T>(xs: T[], test: (x: T) => boolean) => (xs.length ? xs.filter(test).length / xs.length : 0);
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** At this many errors per 100 words a text's range no longer counts as under control. */
const UNCONTROLLED_ERRORS_PER_100 = 2.5;
/** How accurate the text is, 1 (no error) to 0 (UNCONTROLLED_ERRORS_PER_100 or more). */
const accuracy = (m: Measures) => Math.max(0, 1 - m.per100(m.edits.length) / UNCONTROLLED_ERRORS_PER_100);

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function movingTypeTokenRatio(tokens: string[], window: number): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= window) return new Set(tokens).size / tokens.length;
  const counts = new Map<string, number>();
  for (const token of tokens.slice(0, window)) counts.set(token, (counts.get(token) ?? 0) + 1);
  let sum = counts.size;
  for (let i = window; i < tokens.length; i++) {
    const gone = tokens[i - window]!;
    const left = counts.get(gone)! - 1;
    if (left === 0) counts.delete(gone);
    else counts.set(gone, left);
    counts.set(tokens[i]!, (counts.get(tokens[i]!) ?? 0) + 1);
    sum += counts.size;
  }
  return sum / window / (tokens.length - window + 1);
}

/** FNV-1a, 32 bits: a stable hash, the same on every machine and run. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hashedNgrams(tokens: string[], text: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (key: string) => {
    const h = hash(key);
    // The sign bit spreads collisions around zero instead of piling them up.
    const sign = h & 0x80000000 ? -1 : 1;
    const bucket = h % HASH_BUCKETS;
    counts.set(bucket, (counts.get(bucket) ?? 0) + sign);
  };
  for (let i = 0; i < tokens.length; i++) {
    add(`w:${tokens[i]}`);
    if (i > 0) add(`b:${tokens[i - 1]} ${tokens[i]}`);
  }
  const letters = ` ${text.toLowerCase().replace(/\s+/g, " ")} `;
  for (let i = 0; i + 4 <= letters.length; i++) add(`c:${letters.slice(i, i + 4)}`);
  for (const [bucket, value] of counts) counts.set(bucket, Math.sign(value) * Math.log(1 + Math.abs(value)));
  return counts;
}

/** The inverse document frequency of each bucket over a set of essays' hashed counts: log((1 + n) / (1 + df)) + 1. */
export function inverseDocumentFrequency(essays: Iterable<Map<number, number>>): number[] {
  const df = new Array<number>(HASH_BUCKETS).fill(0);
  let n = 0;
  for (const hashed of essays) {
    n++;
    for (const bucket of hashed.keys()) df[bucket]!++;
  }
  return df.map((count) => Math.log((1 + n) / (1 + count)) + 1);
}

/** Hashed counts weighed by inverse document frequency and scaled to unit length (TF-IDF), as the models read them. */
export function weighHashed(hashed: Map<number, number>, idf: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  let norm = 0;
  for (const [bucket, value] of hashed) {
    const weighed = value * (idf[bucket] ?? 1);
    out.set(bucket, weighed);
    norm += weighed * weighed;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [bucket, value] of out) out.set(bucket, value / norm);
  return out;
}

/**
 * Reads the model's features from an essay and the edits the corrector made on it (optional
 * ones left out, see `countedEdits`); `ngrams: false` skips the hashed counts a model without
 * n-gram weights does not read. Never throws.
 */
export function essayFeatures(
  doc: Document,
  allEdits: readonly Edit[],
  { ngrams = true }: { ngrams?: boolean } = {},
): EssayFeatures {
  const edits = countedEdits(allEdits);
  const { text } = doc;
  const lexicon = getLexicon();
  const rawTokens = doc.words.map((word) => word.text);
  const tokens = doc.words.map((word) => word.lower);
  const sentenceLengths = doc.sentences
    .map((sentence) => sentence.endWord - sentence.firstWord)
    .filter((length) => length > 0);
  const byCategory = new Map<string, number>();
  for (const edit of edits) byCategory.set(edit.category, (byCategory.get(edit.category) ?? 0) + 1);
  const logFrequency = (token: string) => Math.log(1 + lexicon.frequency(token));
  const lower = ` ${tokens.join(" ")} `;
  const measures: Measures = {
    text,
    rawTokens,
    tokens,
    edits,
    byCategory,
    sentenceLengths,
    paragraphs: doc.paragraphs.length,
    logFrequencies: tokens.map(logFrequency),
    contentLogFrequencies: tokens.filter((token) => token.length >= 3 && !STOP_WORDS.has(token)).map(logFrequency),
    links: LINKING_DEVICES.filter((device) => lower.includes(` ${device} `)),
    known: (token) => lexicon.isWord(token) || lexicon.frequency(token) > 0,
    per100: (n) => (tokens.length ? (100 * n) / tokens.length : 0),
    range: measureRange(doc),
  };
  return {
    dense: DENSE.map(([, compute]) => compute(measures)),
    hashed: ngrams ? hashedNgrams(tokens, text) : new Map(),
  };
}
