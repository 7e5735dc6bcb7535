import type { Edit } from "../correct/types";
import { BASIC_LINKING_DEVICES } from "../document/closed-classes";
import type { Document } from "../document/document";
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

/** Where a linking word first appears in the text, as a whole word. */
function findDevice(text: string, device: string): { start: number; end: number } | undefined {
  const match = new RegExp(`(?<![\\p{L}])${device.replace(/ /g, "\\s+")}(?![\\p{L}])`, "iu").exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}

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

  const advanced = evidence.linking_devices.filter((device) => !BASIC_LINKING_DEVICES.has(device));
  const basic = evidence.linking_devices.filter((device) => BASIC_LINKING_DEVICES.has(device));
  if (advanced.length >= 2 || (shortFormat && evidence.linking_devices.length >= 3)) {
    const examples = [...advanced, ...basic].slice(0, 2);
    let sentence = `You join your ideas with a good range of linking words, like ${quoted(examples)}.`;
    const place = withQuote ? findDevice(text, examples[0]!) : undefined;
    if (place) sentence += ` You wrote “${quoteSpan(text, place.start, place.end)}”.`;
    strengths.push({
      id: "linking",
      sentence,
      weight: Math.min(1, 0.25 * advanced.length + 0.1 * basic.length),
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

  if (evidence.complex_sentence_share >= 0.35 && evidence.sentences >= 3) {
    strengths.push({
      id: "sentences",
      sentence: "You write longer sentences that join ideas well.",
      weight: Math.min(1, evidence.complex_sentence_share),
      quotes: false,
    });
  }

  return strengths.sort((a, b) => b.weight - a.weight);
}
