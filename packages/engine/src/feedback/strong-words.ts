import { getLexicon } from "../correct/lexicon";
import type { Edit } from "../correct/types";
import { words } from "../correct/words";
// Everyday words are not range worth praising: the same line the grader draws for less common words.
import { commonWordThreshold } from "../grade/evidence";

/** Shorter words are rarely the ones worth praising. */
const MIN_LENGTH = 6;

/** A British spelling is as common as its American twin, which the (American) frequency list counts. */
function frequencyOf(word: string): number {
  const lexicon = getLexicon();
  const american = [word.replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1"), word.replace(/our(s|ed|ing|ite|ites|able)?$/, "or$1"), word.replace(/tre(s)?$/, "ter$1")];
  return Math.max(lexicon.frequency(word), ...american.map((variant) => lexicon.frequency(variant)));
}

/**
 * The student's least common words, rarest first: dictionary words beyond the 3,000 most frequent,
 * written in lower case (so not names), outside every edit (so not a word the engine corrected). Ties go alphabetically, so the
 * choice is deterministic.
 */
export function strongWords(text: string, edits: readonly Edit[], count: number): string[] {
  const lexicon = getLexicon();
  const corrected = (start: number, end: number) => edits.some((edit) => edit.start < end && edit.end > start);
  const seen = new Map<string, number>();
  for (const token of words(text)) {
    const word = token.text;
    if (word.length < MIN_LENGTH || word !== word.toLowerCase() || seen.has(word) || /['\u2019]/.test(word)) continue;
    const frequency = frequencyOf(word);
    if (frequency <= 0 || frequency >= commonWordThreshold() || !lexicon.isWord(word) || corrected(token.start, token.end)) continue;
    seen.set(word, frequency);
  }
  return [...seen.entries()]
    .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);
}
