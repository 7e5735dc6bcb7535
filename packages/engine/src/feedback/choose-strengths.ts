import type { Edit } from "../correct/types";
import type { Document } from "../document/document";
import { findWritten, hasVariedLinking, linkingUses, sentenceLengthOf } from "../grade/essay-facts";
import type { EssayEvidence } from "../grade/types";
import { quoteSpan } from "./quote";
import { strongWords } from "./strong-words";

/** One thing the essay does well, said to the student. */
export interface Strength {
  /** Which strength it is. */
  id: "accuracy" | "linking" | "paragraphs" | "vocabulary" | "sentences";
  /** What the student is told, one or two short sentences. */
  sentence: string;
  /** How clearly the evidence shows it, 0 to 1; the strongest are said first. */
  weight: number;
  /** Whether the sentence quotes the student's own words. */
  quotes: boolean;
}

/** “a” and “b”, or “a”, with the curly quotes the feedback uses for the student's words. */
export const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`).join(" and ");

/**
 * The essay's real strengths, from the grading evidence (and the edits, for accuracy), strongest
 * first. Only what the evidence shows is listed; `withQuote` adds the student's words around a
 * linking word, for an essay with no errors to quote.
 */
export function chooseStrengths(
  doc: Document,
  edits: readonly Edit[],
  evidence: EssayEvidence,
  withQuote: boolean,
): Strength[] {
  const { text } = doc;
  const strengths: Strength[] = [];
  const shortFormat = evidence.min_words < 100;

  if (evidence.words >= 20 && evidence.errors_per_100_words <= 1.5) {
    strengths.push({
      id: "accuracy",
      sentence: edits.length === 0 ? "I found no mistakes in your writing." : "You make very few mistakes.",
      weight: 1 - evidence.errors_per_100_words / 3,
      quotes: false,
    });
  }

  if (hasVariedLinking(evidence.linking_devices, shortFormat)) {
    // Quoted as the student wrote them, the advanced ones first.
    const uses = linkingUses(doc).sort((a, b) => Number(a.basic) - Number(b.basic));
    const examples = uses.slice(0, 2);
    let sentence = `You join your ideas with a good range of linking words, like ${quoted(examples.map((use) => use.written))}.`;
    if (withQuote && examples[0]) sentence += ` You wrote “${quoteSpan(text, examples[0].start, examples[0].end)}”.`;
    const advanced = uses.filter((use) => !use.basic).length;
    strengths.push({
      id: "linking",
      sentence,
      weight: Math.min(1, 0.25 * advanced + 0.1 * (uses.length - advanced)),
      quotes: true,
    });
  }

  const paragraphsWanted = shortFormat ? 2 : 3;
  if (evidence.paragraphs >= paragraphsWanted) {
    strengths.push({
      id: "paragraphs",
      sentence: `You organise your ideas in ${evidence.paragraphs} paragraphs.`,
      weight: 0.6,
      quotes: false,
    });
  }

  // Diversity means little in a few sentences: every word of a short text is new.
  const varied =
    evidence.words >= 50 && (evidence.less_common_word_share >= 0.12 || evidence.lexical_diversity >= 0.72);
  const rare = varied ? strongWords(doc, edits, 2) : [];
  if (rare.length > 0) {
    strengths.push({
      id: "vocabulary",
      sentence: `You use varied vocabulary, with words like ${quoted(rare)}.`,
      weight: Math.min(1, 0.4 + evidence.less_common_word_share * 2),
      quotes: true,
    });
  }

  const long = sentenceLengthOf(evidence.mean_sentence_length) === "long";
  const clauseWords = evidence.clause_words.flatMap((word) => findWritten(doc, word)?.written ?? []).slice(0, 2);
  if (long && evidence.complex_sentence_share >= 0.35 && evidence.sentences >= 3 && clauseWords.length > 0) {
    strengths.push({
      id: "sentences",
      sentence: `You write longer sentences that join ideas with words like ${quoted(clauseWords)}.`,
      weight: Math.min(1, evidence.complex_sentence_share),
      quotes: true,
    });
  }

  return strengths.sort((a, b) => b.weight - a.weight);
}
