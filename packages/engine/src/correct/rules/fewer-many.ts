import {
  BE_FORMS,
  COORDINATORS,
  COUNTABLE_NOUNS,
  DETERMINERS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  OTHER_PREPOSITIONS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  UNCOUNTABLE_NOUNS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import { followingWord, wordBefore } from "../../document/pattern";
import type { Document, Word } from "../../document/document";
import { takesMuch } from "../../document/countable";
import { getLexicon } from "../../document/lexicon";
import { infinitiveOfPresent, lexiconTags, singularOf } from "../../document/inflection";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const NOUN_TAGS = ["Singular", "Actor", "Duration", "Noun"];

/** Whether the word is the plural of a countable noun ('cars', 'people'), not an adjective in '-s' ('less famous'). */
function isPlural(doc: Document, word: Word, loose: boolean): boolean {
  if (!/^[a-z]+$/.test(word.text) || UNCOUNTABLE_NOUNS.has(word.lower)) return false;
  if (word.lower === "people") return true;
  const singular = singularOf(word.lower);
  if (!singular || !getLexicon().isWord(singular) || takesMuch(singular)) return false;
  const singularTags = lexiconTags(singular);
  if (singularTags.some((tag) => tag === "Adjective" || tag === "Uncountable")) return false;
  if (doc.tags(word.index).tags.includes("Adjective")) return false;
  // After 'less' an '-s' word is a noun ('less parks'); after 'much' it must look like one ('much thanks' is a phrase).
  return (
    COUNTABLE_NOUNS.has(singular) ||
    doc.tags(word.index).tags.includes("Plural") ||
    (loose && (singularTags.some((tag) => NOUN_TAGS.includes(tag)) || singularTags.includes("Infinitive")))
  );
}

// The counted noun ends its phrase: a noun after it is the one counted ('less sports coverage').
// A time after the noun ends it too: 'there are less cars today', 'I eat less sweets now'.
const PHRASE_ENDS = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ...COORDINATORS,
  ..."who that which today now nowadays yesterday tomorrow these every".split(" "),
]);
const endsPhrase = (doc: Document, noun: Word) => endsAfter(doc, noun, PHRASE_ENDS);
// A verb after 'less cars' is theirs ('less students passed'); after 'much people' it need not be ('not much people can do').
const endsNounPhrase = (doc: Document, noun: Word) => {
  const next = followingWord(doc, noun);
  return endsPhrase(doc, noun) || (next !== undefined && doc.tags(next.index).tags.includes("Verb"));
};
const ASKING = new Set([...DO_FORMS, ...HAVE_FORMS, ...BE_FORMS, ...MODALS]);
/**
 * 'how much books do you read', 'how much books I read', 'How much people live here?': the noun is
 * counted when a question or a subject follows it, not when it is the subject ('how much people care').
 */
function countedAfterHow(doc: Document, how: Word, noun: Word): boolean {
  const next = followingWord(doc, noun);
  const after = next && followingWord(doc, next);
  if (!next?.joined) return true;
  // 'How much costs this jacket?': a verb in '-s' before its subject, not a plural noun.
  if (DETERMINERS.has(next.lower) && infinitiveOfPresent(noun.lower)) return false;
  if (SUBJECT_PRONOUNS.has(next.lower) || next.lower === "there") return true;
  if (ASKING.has(next.lower) && after?.joined && (SUBJECT_PRONOUNS.has(after.lower) || after.lower === "there"))
    return true;
  const sentence = doc.sentences[how.sentence]!;
  return how.index === sentence.firstWord && doc.text.slice(sentence.start, sentence.end).endsWith("?");
}

/** 'less cars' → 'fewer cars', 'much people' → 'many people', 'how much books' → 'how many books'. */
export const fewerMany: Rule = {
  id: "fewer-many",
  description: "Uses 'fewer' and 'many' with plural nouns: 'fewer cars', 'how many books'.",
  category: "word choice",
  label: "“fewer” and “many” with plurals",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["There were less people than last year.", "There were fewer people than last year."],
      ["Our town has less parks than it needs.", "Our town has fewer parks than it needs."],
      ["There were much people at the party.", "There were many people at the party."],
      ["How much books did you read?", "How many books did you read?"],
      ["How much people live in your town?", "How many people live in your town?"],
      ["Young people read less books nowadays.", "Young people read fewer books nowadays."],
    ],
    right: [
      "There is less time than we thought.",
      "The new car is less expensive.",
      "There isn't much people can do about it.",
      "I know how much people care about animals.",
      "Thank you very much.",
      "We watch less sports coverage now.",
      "Much thanks to everyone.",
      "I wonder how much students pay for it.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const replace = (quantifier: Word, right: string, noun: Word) =>
      findings.push({
        start: quantifier.start,
        end: quantifier.end,
        replacement: matchCase(quantifier.text, right),
        explanation: `'${noun.text}' is a plural you can count: use '${right}', not '${quantifier.lower}'.`,
      });
    for (const word of doc.words.slice(1)) {
      const quantifier = word.joined ? wordBefore(doc, word)! : undefined;
      if (!quantifier || !["less", "much"].includes(quantifier.lower)) continue;
      const before = quantifier.joined ? wordBefore(doc, quantifier) : undefined;
      if (quantifier.lower === "less") {
        if (["no", "or", "much", "any", "far"].includes(before?.lower ?? "")) continue;
        if (isPlural(doc, word, true) && endsNounPhrase(doc, word)) replace(quantifier, "fewer", word);
      } else if (before?.lower === "how") {
        if (isPlural(doc, word, true) && countedAfterHow(doc, before, word)) replace(quantifier, "many", word);
      } else if (before?.lower !== "very" && isPlural(doc, word, false) && endsPhrase(doc, word)) {
        replace(quantifier, "many", word);
      }
    }
    return findings;
  },
};
