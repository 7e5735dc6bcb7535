import { whyDefinite, whyIndefinite, whyNoArticle, whyNeedsArticle } from "../correct/article-reasons";
import { ARTICLES } from "../document/closed-classes";
import { takesMuch } from "../document/countable";
import type { TaggedToken } from "./tag-tokens";

/**
 * Why a teacher's change of article is right, in the words the engine's own article rules use:
 * 'a' for one of many new to the reader, 'the' for one the reader knows, 'an' before a vowel
 * sound, no article for things in general or what cannot be counted.
 */

/** The noun phrase from the token after the article to its noun: 'great experience' (at most four words). */
function phraseAfter(tokens: readonly TaggedToken[]): { phrase: string; noun: TaggedToken } | undefined {
  const words: TaggedToken[] = [];
  for (const token of tokens.slice(0, 4)) {
    if (!["ADJ", "ADV", "NOUN"].includes(token.pos)) return undefined;
    words.push(token);
    if (token.pos === "NOUN") return { phrase: words.map((word) => word.text).join(" "), noun: token };
  }
  return undefined;
}

const isArticle = (tokens: readonly TaggedToken[]) => tokens.length === 1 && ARTICLES.has(tokens[0]!.lower);

/**
 * The explanation of an edit that adds, removes or swaps one article before the words `after`
 * (the tokens that follow the edit), or undefined when the edit is not that.
 */
export function explainArticle(
  originalTokens: readonly TaggedToken[],
  correctedTokens: readonly TaggedToken[],
  followingTokens: readonly TaggedToken[],
): string | undefined {
  // 'A man' → 'The man': the words both sides share after the article follow it.
  let shared = 0;
  while (
    shared < Math.min(originalTokens.length, correctedTokens.length) - 1 &&
    originalTokens.at(-1 - shared)!.lower === correctedTokens.at(-1 - shared)!.lower
  )
    shared++;
  const original = originalTokens.slice(0, originalTokens.length - shared);
  const corrected = correctedTokens.slice(0, correctedTokens.length - shared);
  const after = [...originalTokens.slice(originalTokens.length - shared), ...followingTokens];
  const next = phraseAfter(after);
  const first = after[0];
  if (
    !first ||
    !next ||
    (original.length > 0 && !isArticle(original)) ||
    (corrected.length > 0 && !isArticle(corrected))
  )
    return undefined;
  const [from, to] = [original[0]?.lower, corrected[0]?.lower];
  const noun = next.noun.lower;
  if (to === "the") {
    // 'the best', 'the most useful': a superlative picks out one.
    if (first.form === "JJS" || ["most", "best", "worst", "least"].includes(first.lower))
      return `A superlative picks out one, so it takes 'the': 'the ${next.phrase}'.`;
    return whyDefinite(next.phrase);
  }
  if (to === "a" || to === "an") {
    if ((from === "a" || from === "an") && from !== to)
      return `'${first.text}' starts with a ${to === "an" ? "vowel" : "consonant"} sound, so use '${to}': '${to} ${next.phrase}'.`;
    return from === "the" ? whyIndefinite(to, next.phrase, noun) : whyNeedsArticle(to, next.phrase, noun);
  }
  if (from && !to) return whyNoArticle(from, next.phrase, takesMuch(noun));
  return undefined;
}
