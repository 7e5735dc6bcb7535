import type { CertificateOption } from "../catalogue/types";
import { getLexicon } from "../document/lexicon";
import type { Edit } from "../correct/types";
import { LINKING_DEVICES, RELATIVE_PRONOUNS, STOP_WORDS, SUBORDINATORS } from "../document/closed-classes";
import { type Document, readDocument } from "../document/document";
import { countedEdits } from "./counted-edits";
import { measureRange } from "./range";
import { measureTaskFit } from "./task-fit";
import type { EssayEvidence } from "./types";

const WINDOW = 50;
/** Words that are as often something else are left out: 'that' (a demonstrative), 'as', 'after', 'before' (prepositions), 'once'. */
const AMBIGUOUS = new Set(["that", "as", "after", "before", "once"]);
/** A sentence with one of these has a dependent clause. */
const CLAUSE_MARKER = new RegExp(
  `\\b(${[...SUBORDINATORS, ...RELATIVE_PRONOUNS, "so that", "in order to"].filter((word) => !AMBIGUOUS.has(word)).join("|")})\\b`,
  "i",
);

function movingTypeTokenRatio(tokens: string[]): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= WINDOW) return new Set(tokens).size / tokens.length;
  let sum = 0;
  for (let i = 0; i + WINDOW <= tokens.length; i++) sum += new Set(tokens.slice(i, i + WINDOW)).size / WINDOW;
  return sum / (tokens.length - WINDOW + 1);
}

/** Words with which a writer gives their own view. */
const OPINION =
  /\b(in my (opinion|view)|i (strongly |firmly |personally |would )?(believe|think|feel|agree|disagree|argue|contend|maintain)|i am (convinced|sure|certain)|my (view|opinion) is|personally)\b/i;
/** Words with which a last paragraph sums up. */
const CONCLUSION =
  /\b(in conclusion|to conclude|to sum up|in summary|to summari[sz]e|all in all|overall|on balance|ultimately|all things considered|for these reasons)\b/i;

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

/** Whether the essay gives its view at the start, and ends with a paragraph that sums up. */
function essayShape(doc: Document): { opinion_at_start: boolean; conclusion_at_end: boolean } {
  const paragraphs = doc.paragraphs.map((paragraph) => doc.text.slice(paragraph.start, paragraph.end));
  const opening =
    paragraphs.length > 1
      ? paragraphs[0]!
      : doc.sentences
          .slice(0, 2)
          .map((sentence) => doc.text.slice(sentence.start, sentence.end))
          .join(" ");
  return {
    opinion_at_start: OPINION.test(opening),
    conclusion_at_end: paragraphs.length > 1 && CONCLUSION.test(paragraphs[paragraphs.length - 1]!),
  };
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The measurable evidence a grade rests on; the errors are the edits it counts (optional ones left out, see `countedEdits`). */
export function measureEssay(
  doc: Document,
  allEdits: readonly Edit[],
  option: CertificateOption,
  topic?: string,
): EssayEvidence {
  const edits = countedEdits(allEdits);
  const lexicon = getLexicon();
  const tokens = doc.words.map((word) => word.lower);
  const sentences = doc.sentences
    .map((sentence) => doc.text.slice(sentence.start, sentence.end))
    .filter((sentence) => /\p{L}/u.test(sentence));
  const content = tokens.filter((token) => token.length >= 3 && !STOP_WORDS.has(token));
  const lower = ` ${tokens.join(" ")} `;
  const errorsByCategory: Record<string, number> = {};
  for (const edit of edits) errorsByCategory[edit.category] = (errorsByCategory[edit.category] ?? 0) + 1;
  const topicWords = topic
    ? [
        ...new Set(
          readDocument(topic)
            .words.map((word) => word.lower)
            .filter((t) => t.length >= 4 && !STOP_WORDS.has(t)),
        ),
      ]
    : [];
  const stems = new Set(content.map((token) => token.slice(0, 5)));
  const range = measureRange(doc);
  const topicOverlap =
    topic === undefined || topicWords.length === 0
      ? null
      : round(topicWords.filter((word) => stems.has(word.slice(0, 5))).length / topicWords.length);
  return {
    // The product's one word count (the contract's: what the essay page shows and the exams count).
    words: doc.wordCount,
    sentences: sentences.length,
    paragraphs: doc.paragraphs.length,
    min_words: option.min_words,
    max_words: option.max_words,
    errors: edits.length,
    errors_per_100_words: tokens.length ? round((edits.length / tokens.length) * 100, 2) : 0,
    errors_by_category: errorsByCategory,
    lexical_diversity: round(movingTypeTokenRatio(tokens)),
    less_common_word_share: round(range.less_common_word_share),
    clauses_per_sentence: round(range.clauses_per_sentence, 2),
    passives_per_sentence: round(range.passives_per_sentence, 2),
    conditionals_per_sentence: round(range.conditionals_per_sentence, 2),
    mean_sentence_length: sentences.length ? round(tokens.length / sentences.length, 1) : 0,
    complex_sentence_share: sentences.length
      ? round(sentences.filter((sentence) => CLAUSE_MARKER.test(sentence)).length / sentences.length)
      : 0,
    linking_devices: LINKING_DEVICES.filter((device) => lower.includes(` ${device} `)),
    topic_overlap: topicOverlap,
    ...measureTaskFit(doc, topic),
    english_word_share: tokens.length
      ? round(tokens.filter((token) => lexicon.isWord(token) || lexicon.frequency(token) > 0).length / tokens.length)
      : 0,
    ...essayShape(doc),
    advanced_structures: ADVANCED_STRUCTURES.filter(([, pattern]) =>
      sentences.some((sentence) => pattern.test(sentence)),
    ).map(([name]) => name),
  };
}
