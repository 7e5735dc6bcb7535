import type { CertificateOption } from "../catalogue/types";
import { getLexicon } from "../document/lexicon";
import type { Edit } from "../correct/types";
import { STOP_WORDS } from "../document/closed-classes";
import { type Document, readDocument } from "../document/document";
import { countedEdits } from "./counted-edits";
import { readEssayFacts } from "./essay-facts";
import { measureRange } from "./range";
import { measureTaskFit } from "./task-fit";
import type { EssayEvidence } from "./types";

const WINDOW = 50;
function movingTypeTokenRatio(tokens: string[]): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= WINDOW) return new Set(tokens).size / tokens.length;
  let sum = 0;
  for (let i = 0; i + WINDOW <= tokens.length; i++) sum += new Set(tokens.slice(i, i + WINDOW)).size / WINDOW;
  return sum / (tokens.length - WINDOW + 1);
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
  const content = tokens.filter((token) => token.length >= 3 && !STOP_WORDS.has(token));
  const facts = readEssayFacts(doc);
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
  return {
    // The product's one word count (the contract's: what the essay page shows and the exams count).
    words: doc.wordCount,
    sentences: facts.sentences,
    paragraphs: facts.paragraphs,
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
    mean_sentence_length: facts.meanSentenceLength,
    complex_sentence_share: facts.complexSentenceShare,
    clause_words: facts.clauseWords,
    linking_devices: facts.linking.map((use) => use.device),
    topic_overlap:
      topic === undefined || topicWords.length === 0
        ? null
        : round(topicWords.filter((word) => stems.has(word.slice(0, 5))).length / topicWords.length),
    ...measureTaskFit(doc, topic),
    english_word_share: tokens.length
      ? round(tokens.filter((token) => lexicon.isWord(token) || lexicon.frequency(token) > 0).length / tokens.length)
      : 0,
    opinion_at_start: facts.opinionAtStart,
    closing: facts.closing,
    advanced_structures: facts.advancedStructures,
  };
}
