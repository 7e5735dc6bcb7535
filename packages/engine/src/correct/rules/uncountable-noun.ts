import { DETERMINERS, OTHER_PREPOSITIONS, UNCOUNTABLE_NOUNS } from "../../document/closed-classes";
import { takesMuch } from "../../document/countable";
import type { Document, Word } from "../../document/document";
import { wordAfter } from "../../document/clause-end";
import { isAdjective, runBefore, wordBefore, wordsBefore } from "../../document/pattern";
import { getLexicon } from "../../document/lexicon";
import { isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

/** The '-s' form a learner gives a noun: 'informations', 'researches', 'jewelleries'. */
const sForm = (noun: string) =>
  /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|sh|ch|x|z)$/.test(noun) ? `${noun}es` : `${noun}s`;
const SINGULAR_OF = new Map(
  [...UNCOUNTABLE_NOUNS].filter((noun) => !noun.endsWith("s")).map((noun) => [sForm(noun), noun]),
);
// Words that count, after which an '-s' form that is also a verb ('she researches', 'it weathers') is a plural noun.
const COUNTING = new Set([
  "many",
  "several",
  "few",
  "various",
  "numerous",
  "these",
  "those",
  "some",
  "any",
  "other",
  "more",
  "much",
]);
// After these, 'many time' is surely 'much time' (elsewhere it may mean 'many times').
const MUCH_CONTEXT = /n't$|^(not|never|no|how|too|so)$/;
// The plural verb a learner makes agree with the '-s' noun, and its singular.
const SINGULAR_VERB: Record<string, string> = {
  are: "is",
  were: "was",
  "aren't": "isn't",
  "weren't": "wasn't",
  have: "has",
  "haven't": "hasn't",
};
// Words that may stand between 'there are' and the noun: 'there are some useful informations'.
const NOUN_PHRASE_WORDS = new Set(
  "some any no a lot lots of plenty many much more so too very such other useful new important".split(" "),
);

/** The noun and its singular when the word is an uncountable noun, or an '-s' form of one, used as a noun here. */
function uncountable(doc: Document, word: Word, afterMany: boolean): { singular: string } | undefined {
  if (word.text !== word.lower) return undefined;
  if (takesMuch(word.lower)) return { singular: word.lower };
  const singular = SINGULAR_OF.get(word.lower);
  if (!singular) return undefined;
  // An '-s' form the dictionaries accept is a verb or a rare plural ('the accommodations'): only after a counting word.
  if (!getLexicon().isWord(word.lower)) return { singular };
  const before = wordBefore(doc, word);
  const before2 = before && wordBefore(doc, before);
  const counted =
    afterMany || COUNTING.has(before?.lower ?? "") || (before?.lower === "of" && /^lots?$/.test(before2?.lower ?? ""));
  return counted ? { singular } : undefined;
}

// A noun that modifies the next one is not the one counted: 'many software companies', 'many information desks'.
const modifiesNext = (doc: Document, word: Word) => {
  const next = wordAfter(doc, word);
  const tags = next ? doc.tags(next.index).tags : [];
  return tags.includes("Noun") && !tags.includes("Pronoun");
};

/**
 * 'informations' → 'information', 'many money' → 'much money', 'fewer traffic' → 'less traffic':
 * an uncountable noun has no plural, and takes 'much' and 'less'.
 */
export const uncountableNoun: Rule = {
  id: "uncountable-noun",
  description: "Keeps uncountable nouns singular, with 'much' and 'less': 'much information'.",
  category: "noun number",
  label: "Uncountable nouns (advice, information)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["She gave me some useful informations.", "She gave me some useful information."],
      ["We did a lot of researches.", "We did a lot of research."],
      ["I found many informations about it.", "I found much information about it."],
      ["There are many informations about the town.", "There is much information about the town."],
      ["There weren't many informations in the book.", "There wasn't much information in the book."],
      ["Are there many informations about it?", "Is there much information about it?"],
      ["Thank you, the informations are clear.", "Thank you, the information is clear."],
      ["There are some useful informations on the website.", "There is some useful information on the website."],
      ["I don't have many money.", "I don't have much money."],
      ["How many homework do you have?", "How much homework do you have?"],
      ["We don't have many time.", "We don't have much time."],
      ["There is too many noise in the street.", "There is too much noise in the street."],
      ["Some researches show that sleep matters.", "Some research shows that sleep matters."],
      ["I need some stuffs for school.", "I need some stuff for school."],
      ["The police need more evidences.", "The police need more evidence."],
    ],
    right: [
      "She gave me some useful information.",
      "She researches the history of our town.",
      "The hotel accommodations were good.",
      "I have been there many times.",
      "There are many software companies here.",
      "I don't have much money.",
      "There are many informative websites.",
      "There are many people who need information.",
      "The researches she publishes are read widely.",
      "She researches more than anyone.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      const before = word.joined ? wordBefore(doc, word) : undefined;
      const quantifier = before && ["many", "fewer"].includes(before.lower) ? before : undefined;
      const noun = uncountable(doc, word, quantifier?.lower === "many");
      if (!noun) continue;
      let replacement = noun.singular;
      let from = word;
      let explanation = `'${noun.singular}' cannot be counted, so it has no plural '-s'.`;
      if (quantifier) {
        // 'many time' may mean 'many times': after 'not', 'how', 'too' or 'so' it is surely 'much time'.
        const lead = wordsBefore(doc, quantifier, 3);
        const surelyMuch =
          lead.some((w) => w.sentence === word.sentence && MUCH_CONTEXT.test(w.lower)) || isQuestion(doc, word);
        if (modifiesNext(doc, word) || (word.lower === "time" && !surelyMuch)) continue;
        // 'much' for 'many', the teacher's one-word change, in statements too ('there is much information').
        const right = quantifier.lower === "fewer" ? "less" : "much";
        from = quantifier;
        replacement = `${matchCase(quantifier.text, right)} ${noun.singular}`;
        explanation = `'${noun.singular}' cannot be counted: say '${right} ${noun.singular}'.`;
      } else if (noun.singular === word.lower) continue;
      // The verb agrees with the uncountable noun, which is singular: 'there is', 'information is'.
      const verbBefore = existentialVerb(doc, from);
      const after = verbBefore ? undefined : verbAgreeingAfter(doc, from, word);
      const verbAfter = after?.verb;
      const start = verbBefore ?? from;
      const end = verbAfter ?? word;
      const text = doc.text.slice(start.start, end.end);
      const nounStart = from.start - start.start;
      const nounEnd = word.end - start.start;
      const singular = (verb: Word) => matchCase(verb.text, SINGULAR_VERB[verb.lower]!);
      findings.push({
        start: start.start,
        end: end.end,
        replacement: verbBefore
          ? singular(verbBefore) + text.slice(verbBefore.end - start.start, nounStart) + replacement
          : verbAfter
            ? replacement + text.slice(nounEnd, verbAfter.start - start.start) + after!.singular
            : replacement,
        explanation: verbBefore || verbAfter ? `${explanation} Its verb is singular too.` : explanation,
      });
    }
    return findings;
  },
};

/** Whether the word's sentence is a question. */
const isQuestion = (doc: Document, word: Word) =>
  doc.text.slice(doc.sentences[word.sentence]!.start, doc.sentences[word.sentence]!.end).trimEnd().endsWith("?");

const isBe = (word: Word) => word.lower in SINGULAR_VERB && !word.lower.startsWith("have");

/** A word of the noun phrase between 'there are' and its noun: 'some', 'useful'. */
const inNounPhrase = (word: Word, doc: Document) =>
  !isBe(word) && word.lower !== "there" && (NOUN_PHRASE_WORDS.has(word.lower) || isAdjective(word, doc));

/** The 'are' of 'there are' (or 'are there') before the noun phrase that starts at `first`, if any. */
function existentialVerb(doc: Document, first: Word): Word | undefined {
  // At most three words of the phrase before the noun.
  const phrase = runBefore(doc, first, inNounPhrase);
  const opening = phrase[0] ?? first;
  const word = wordBefore(doc, opening);
  if (phrase.length > 3 || !word || !opening.joined || !word.joined) return undefined;
  const before = wordBefore(doc, word);
  if (isBe(word)) return before?.lower === "there" ? word : undefined;
  // 'Are there many informations?'
  return word.lower === "there" && before && isBe(before) ? before : undefined;
}

// Words that are verbs in the lexicon but prepositions or adjectives after a noun: 'advice like this', 'the luggage near the door'.
const PREPOSITION_TOO = new Set([...OTHER_PREPOSITIONS, "like", "last", "round", "close", "right", "back"]);

/**
 * The plural verb right after the noun that agrees with it, and its singular: 'the informations
 * are', and a present verb when the noun's phrase opens the clause ('Some researches show that…').
 */
function verbAgreeingAfter(doc: Document, from: Word, noun: Word): { verb: Word; singular: string } | undefined {
  const next = wordAfter(doc, noun);
  if (!next) return undefined;
  if (next.lower in SINGULAR_VERB) return { verb: next, singular: matchCase(next.text, SINGULAR_VERB[next.lower]!) };
  const opening =
    runBefore(doc, from, (word) => inNounPhrase(word, doc) || DETERMINERS.has(word.lower) || word.lower === "all")[0] ??
    from;
  // Listed as a verb and read as one here: 'Some advices like this are useless' has no verb 'like'.
  const readAsVerb =
    isBaseVerbAfterSubject(next.lower) &&
    doc.tags(next.index).tags.includes("Verb") &&
    !PREPOSITION_TOO.has(next.lower);
  const present = readAsVerb ? verbForms(next.lower)?.present : undefined;
  return present && doc.startsClause(opening.index)
    ? { verb: next, singular: matchCase(next.text, present) }
    : undefined;
}
