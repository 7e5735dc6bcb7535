/**
 * How well the word confidence picks out misread words: each read word is aligned with the words
 * that were written (a word-level edit distance), and a word counts as misread when it is not the
 * written word it stands for, or stands for none. For several limits: the share of words
 * underlined as uncertain, the share of misread words among them, and the share of misread words
 * they catch.
 */
import type { TranscribedWord } from "../src/transcribe/types";
import { UNCERTAIN_WORD_CONFIDENCE } from "../src/transcribe/uncertain-words";

const LIMITS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9];

/** For each read word, whether it is exactly the written word it was aligned with. */
export function readRightly(written: string[], read: string[]): boolean[] {
  const cost: number[][] = Array.from({ length: read.length + 1 }, (_, i) =>
    Array.from({ length: written.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= read.length; i++) {
    for (let j = 1; j <= written.length; j++) {
      cost[i]![j] = Math.min(
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
        cost[i - 1]![j - 1]! + (read[i - 1] === written[j - 1] ? 0 : 1),
      );
    }
  }
  const right = new Array<boolean>(read.length).fill(false);
  for (let i = read.length, j = written.length; i > 0;) {
    if (j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + (read[i - 1] === written[j - 1] ? 0 : 1)) {
      right[i - 1] = read[i - 1] === written[j - 1];
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  return right;
}

/** Prints the table for pages read from known texts. */
export function reportUncertainWords(pages: { text: string; words: TranscribedWord[] }[]): void {
  const scored = pages.flatMap(({ text, words }) => {
    const right = readRightly(
      text.split(/\s+/).filter(Boolean),
      words.map((word) => word.text),
    );
    return words.map((word, i) => ({ confidence: word.confidence, misread: !right[i] }));
  });
  const misread = scored.filter((word) => word.misread).length;
  console.log(`  ${scored.length} words read, ${misread} misread (${pct(misread / scored.length)})`);
  for (const limit of LIMITS) {
    const underlined = scored.filter((word) => word.confidence < limit);
    const caught = underlined.filter((word) => word.misread).length;
    const chosen = limit === UNCERTAIN_WORD_CONFIDENCE ? "   (the limit used)" : "";
    console.log(
      `  below ${limit.toFixed(2)}: ${pct(underlined.length / scored.length).padStart(6)} of words underlined, ${pct(underlined.length ? caught / underlined.length : 0).padStart(6)} of them misread, ${pct(misread ? caught / misread : 0).padStart(6)} of misread words caught${chosen}`,
    );
  }
}

const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
