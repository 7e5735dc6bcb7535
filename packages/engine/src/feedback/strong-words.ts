import { isKnownWrongForm } from "../correct/known-wrong-forms";
import { getLexicon } from "../document/lexicon";
import type { Edit } from "../correct/types";
import type { Document, Word } from "../document/document";
// Everyday words are not range worth praising: the same line the grader draws for less common words.
import { commonWordThreshold } from "../grade/range";

/** Shorter words are rarely the ones worth praising. */
const MIN_LENGTH = 6;

/** A British spelling is as common as its American twin, which the (American) frequency list counts. */
function frequencyOf(word: string): number {
  const lexicon = getLexicon();
  const american = [
    word.replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1"),
    word.replace(/our(s|ed|ing|ite|ites|able)?$/, "or$1"),
    word.replace(/tre(s)?$/, "ter$1"),
  ];
  return Math.max(lexicon.frequency(word), ...american.map((variant) => lexicon.frequency(variant)));
}

/** Every word (lower case) that an edit touches somewhere in the text, in one pass over both. */
function correctedWords(tokens: readonly Word[], edits: readonly Edit[]): Set<string> {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const found = new Set<string>();
  let first = 0;
  for (const token of tokens) {
    while (first < sorted.length && sorted[first]!.end <= token.start) first++;
    for (let k = first; k < sorted.length && sorted[k]!.start < token.end; k++) {
      if (sorted[k]!.end > token.start) {
        found.add(token.text.toLowerCase());
        break;
      }
    }
  }
  return found;
}

/**
 * The student's least common words, rarest first: dictionary words beyond the 3,000 most frequent,
 * written in lower case (so not names), never inside an edit anywhere in the text (so not a word
 * the engine corrected, even once) and never a known wrong form ('leaved', which the dictionary
 * lists). Ties go alphabetically, so the choice is deterministic.
 */
export function strongWords(doc: Document, edits: readonly Edit[], count: number): string[] {
  const lexicon = getLexicon();
  const tokens = doc.words;
  const corrected = correctedWords(tokens, edits);
  const seen = new Map<string, number>();
  for (const token of tokens) {
    const word = token.text;
    if (word.length < MIN_LENGTH || word !== word.toLowerCase() || seen.has(word) || /['\u2019]/.test(word)) continue;
    if (corrected.has(word) || isKnownWrongForm(word)) continue;
    const frequency = frequencyOf(word);
    if (frequency <= 0 || frequency >= commonWordThreshold() || !lexicon.isWord(word)) continue;
    seen.set(word, frequency);
  }
  return [...seen.entries()]
    .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);
}
