import { UNCOUNTABLE_NOUNS } from "../../document/closed-classes";
import { anyWord, sequence } from "../../document/pattern";
import type { Rule } from "../types";
import { matchCase } from "../match-case";

// Spelled with a vowel but said with a consonant sound, and the other way round.
const CONSONANT_SOUND = /^(uni|use|usu|uti|uro|eu|ewe|one\b|once\b|ufo)/;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/;

// Words that never follow the article: "point a is here", "plan a or plan b".
const NOT_A_NOUN_PHRASE = new Set([
  "is",
  "are",
  "was",
  "were",
  "and",
  "or",
  "of",
  "to",
  "in",
  "on",
  "at",
  "for",
  "with",
  "by",
  "the",
  "an",
  "a",
]);

// Uncountable nouns take no article at all ("share information"): another rule's business, not a/an.

/** 'a' or 'an' and the word after it. */
const ARTICLE_AND_WORD = sequence(["a", "an"], anyWord);

/** Whether the word is said with a vowel sound first, so takes "an": "an hour", "a university". */
export function wantsAn(word: string): boolean {
  const lower = word.toLowerCase();
  if (VOWEL_SOUND.test(lower)) return true;
  if (CONSONANT_SOUND.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}

/** 'a apple' → 'an apple', 'an book' → 'a book', by the sound of the next word. */
export const aAn: Rule = {
  id: "a-an",
  description: "Chooses 'a' or 'an' by the sound of the next word.",
  category: "article",
  label: "“a” or “an”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["She ate a apple.", "She ate an apple."],
      ["It was an big house.", "It was a big house."],
      ["I waited for a hour.", "I waited for an hour."],
    ],
    right: [
      "She ate an apple.",
      "He goes to a university.",
      "It was a useful lesson.",
      "She has an MBA.",
      "Point a is here.",
      "It is a one-way street.",
    ],
  },
  check(doc) {
    return ARTICLE_AND_WORD.matchAll(doc).flatMap(({ words: [article, next] }) => {
      // Acronyms are said letter by letter ("an MBA", "a UN report"): leave them to the writer.
      if (next!.text.length > 1 && next!.text === next!.text.toUpperCase()) return [];
      if (next!.text.length === 1 || NOT_A_NOUN_PHRASE.has(next!.lower) || UNCOUNTABLE_NOUNS.has(next!.lower))
        return [];
      const right = wantsAn(next!.text) ? "an" : "a";
      if (article!.lower === right) return [];
      const explanation =
        right === "an"
          ? `Use 'an' before a vowel sound: 'an ${next!.text}'.`
          : `Use 'a' before a consonant sound: 'a ${next!.text}'.`;
      return [{ start: article!.start, end: article!.end, replacement: matchCase(article!.text, right), explanation }];
    });
  },
};
