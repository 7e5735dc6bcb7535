/**
 * How the drafted feedback quotes the essay's length ("Your text has 182 words"), in one place: the
 * engine writes it so, and the web finds it again in feedback kept across a fix of the text, to say
 * when the figure no longer fits the fixed text.
 */

/** The words that quote the essay's length, as the drafted feedback begins its length sentence. */
export const wordCountQuote = (words: number) => `Your text has ${words} ${words === 1 ? "word" : "words"}`;

/** The word count the feedback quotes as wordCountQuote writes it, if it does (a teacher may have kept that sentence). */
export function quotedWordCount(feedback: string | null): number | undefined {
  const found = /\bYour text has (\d+) words?\b/.exec(feedback ?? "");
  return found ? Number(found[1]) : undefined;
}
