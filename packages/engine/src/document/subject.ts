import { DETERMINERS, SUBJECT_PRONOUNS } from "./closed-classes";
import type { Document } from "./document";

/** A clause's subject: a pronoun or a noun phrase, and whether its verb takes the third-person singular. */
export interface Subject {
  /** The subject's first word and the word after its last one. */
  first: number;
  end: number;
  /** 'he', 'my brother', 'our town': takes 'has', 'is', 'was'. */
  thirdSingular: boolean;
  /** The pronoun, lower case, when the subject is one. */
  pronoun?: string;
}

const THIRD_SINGULAR_PRONOUNS: ReadonlySet<string> = new Set(["he", "she", "it"]);

const isNoun = (tags: readonly string[]) =>
  tags.includes("Noun") && !tags.includes("Pronoun") && !tags.includes("Possessive");

/**
 * The subject that begins at word `index`: a subject pronoun ('she'), a determiner and up to three
 * adjectives and nouns ending in a noun ('my little brother', 'our town'), or a bare plural noun
 * ('people'). compromise's tags in context tell nouns from verbs.
 */
export function subjectAt(doc: Document, index: number): Subject | undefined {
  const word = doc.words[index];
  if (!word) return undefined;
  // "IT" is an abbreviation, not the pronoun.
  if (SUBJECT_PRONOUNS.has(word.lower) && !/^[A-Z]{2,}$/.test(word.text))
    return {
      first: index,
      end: index + 1,
      thirdSingular: THIRD_SINGULAR_PRONOUNS.has(word.lower),
      pronoun: word.lower,
    };
  if (DETERMINERS.has(word.lower)) {
    let end = index + 1;
    while (end < index + 4 && doc.words[end]?.joined) {
      const tags = doc.tags(end).tags;
      if (!isNoun(tags) && !tags.includes("Adjective")) break;
      end++;
    }
    if (end === index + 1 || !isNoun(doc.tags(end - 1).tags)) return undefined;
    return { first: index, end, thirdSingular: !doc.tags(end - 1).tags.includes("Plural") };
  }
  const tags = doc.tags(index).tags;
  if (isNoun(tags) && tags.includes("Plural") && /^[a-z]+$/.test(word.text) && !tags.includes("Date"))
    return { first: index, end: index + 1, thirdSingular: false };
  return undefined;
}
