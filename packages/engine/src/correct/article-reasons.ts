import { wantsAn } from "./rules/a-an";

/**
 * Why an article is right, in words a learner reads beside the correction: the rules that change
 * an article and the explanations of a teacher's own article changes say it the same way.
 */

/** 'a' or 'an' before the word, by its first sound. */
export const indefiniteFor = (word: string): "a" | "an" => (wantsAn(word) ? "an" : "a");

/** Why the word takes 'an' or 'a', when it is not just the vowel letter: " ('hour' starts with a vowel sound)". */
export function soundNote(word: string): string {
  const an = wantsAn(word);
  const vowelLetter = /^[aeiou]/i.test(word);
  if (an) return ` ('${word}' starts with a vowel sound)`;
  return vowelLetter ? ` ('${word}' starts with a consonant sound)` : "";
}

/** Why 'a' or 'an' and not 'the': the thing is one of many, new to the reader. */
export function whyIndefinite(article: "a" | "an", phrase: string, noun: string): string {
  return `The ${noun} is one of many and new to the reader, so use '${article}'${soundNote(phrase.split(" ")[0]!)}: '${article} ${phrase}'; 'the' is for one the reader already knows.`;
}

/** Why 'the' and not 'a' or 'an': the reader knows which one. */
export function whyDefinite(phrase: string): string {
  return `Use 'the': the reader knows which one is meant (it was mentioned before, it is the only one, or words after it say which): 'the ${phrase}'.`;
}

/** Why a singular countable noun needs 'a' or 'an' where it had no article. */
export function whyNeedsArticle(article: "a" | "an", phrase: string, noun: string): string {
  return `'${noun}' can be counted, and one alone needs an article: for one of many, use '${article}'${soundNote(phrase.split(" ")[0]!)}: '${article} ${phrase}'.`;
}

/** Why no article: the noun cannot be counted, or it means the thing in general. */
export function whyNoArticle(removed: string, phrase: string, uncountable: boolean): string {
  return uncountable && removed !== "the"
    ? `'${phrase}' cannot be counted, so it takes no '${removed}': '${phrase}'.`
    : `Speaking of ${phrase} in general, leave out '${removed}': '${phrase}'.`;
}
