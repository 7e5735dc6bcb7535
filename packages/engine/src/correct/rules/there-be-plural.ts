import { CARDINALS } from "../../document/closed-classes";
import { takesMuch } from "../../document/countable";
import type { Document, Word } from "../../document/document";
import { followsOpeningPhrase } from "../../document/opening-phrase";
import { subjectAt } from "../../document/noun-phrase";
import { isPluralNoun, lexiconTags } from "../../document/inflection";
import { wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// 'there is' and its forms, with the plural each takes.
const PLURAL_OF = new Map([
  ["is", "are"],
  ["was", "were"],
  ["isn't", "aren't"],
  ["wasn't", "weren't"],
  ["there's", "there are"],
  // Only before 'been': 'there has been many changes'.
  ["has", "have"],
  ["hasn't", "haven't"],
]);
const PERFECT = new Set(["has", "hasn't"]);
// Adverbs that may stand between 'there is' and what there is: 'there was always people'.
const BETWEEN = new Set(["always", "still", "also", "only", "even", "often", "usually", "never", "just", "really"]);
// 'there were so many things', 'there are too many tourists': the degree word before 'many' or 'few'.
const DEGREE = new Set(["so", "too"]);
// Words after which 'there' begins a clause: 'I think there are', 'now there are'. After a noun or
// most verbs it is a place: 'the only problem there was the price', 'what I like there is the food'.
const BEFORE_THERE = new Set(
  "that if whether why now today nowadays then also still think thinks thought believe believes believed know knew hope say says said guess suppose feel felt heard read noticed mean realised realized sure".split(
    " ",
  ),
);
// An amount taken as one: 'there is ten minutes left', 'there was five euros in my bag'.
const AMOUNT_TAGS = ["Duration", "Currency", "Unit"];
// What a plural noun phrase may begin with here: 'no' is left out, as 'there's no reasons' means 'no reason'.
const NOT_OPENING = new Set(["no", "none"]);

const normalise = (word: Word) => word.lower.replace("\u2019", "'");

/** What there is: the noun phrase after 'there is' (and an adverb), if plural and not an amount. */
function pluralAfter(doc: Document, verb: Word): { phrase: string } | undefined {
  let start = verb.index + 1;
  if (BETWEEN.has(doc.words[start]?.lower ?? "") && doc.words[start + 1]?.joined) start++;
  const next = doc.words[start + 1];
  if (DEGREE.has(doc.words[start]?.lower ?? "") && next?.joined && ["many", "few"].includes(next.lower)) start++;
  const first = doc.words[start];
  if (!first?.joined || NOT_OPENING.has(first.lower)) return undefined;
  // 'two or three shops', 'one or two problems': a choice of numbers counts as its last.
  const isNumber = (word: Word | undefined) =>
    Boolean(word?.joined && (CARDINALS.has(word.lower) || /^\d+$/.test(word.text)));
  const [or, last] = [doc.words[start + 1], doc.words[start + 2]];
  const counted =
    ["or", "to"].includes(or?.lower ?? "") && isNumber(last) && (isNumber(first) || first.lower === "one");
  const phrase = subjectAt(doc, counted ? start + 2 : start, 0);
  if (!phrase || phrase.number !== "plural") return undefined;
  const head = doc.words[phrase.head]!;
  if (lexiconTags(head.lower).some((tag) => AMOUNT_TAGS.includes(tag))) return undefined;
  return { phrase: doc.text.slice(doc.words[start]!.start, doc.words[phrase.end]!.end) };
}

/** 'there is' or 'there was' as a verb with 'there' before it ('There was', 'there's'), or 'is there' in a question. */
function thereVerbs(doc: Document): Word[] {
  return doc.words.filter((word) => {
    const form = normalise(word);
    if (form === "there's") return opensClause(doc, word);
    if (!PLURAL_OF.has(form)) return false;
    const before = wordBefore(doc, word);
    const after = doc.words[word.index + 1];
    if (PERFECT.has(form))
      return before?.lower === "there" && after?.lower === "been" && after.joined && opensClause(doc, before);
    if (before?.lower === "there" && word.joined) return opensClause(doc, before);
    // 'Is there many shops?': the verb opens the question.
    return after?.lower === "there" && after.joined && doc.startsClause(word.index);
  });
}

/** Whether 'there' (or 'there's') begins a clause, so that it is the 'there' of 'there is', not a place. */
function opensClause(doc: Document, there: Word): boolean {
  const before = wordBefore(doc, there);
  return (
    doc.startsClause(there.index) ||
    (there.joined && BEFORE_THERE.has(before?.lower ?? "")) ||
    followsOpeningPhrase(doc, there)
  );
}

/** 'there was two reasons' → 'there were two reasons': after 'there is', the verb agrees with what follows. */
export const thereBePlural: Rule = {
  id: "there-be-plural",
  description: "Uses 'there are' or 'there were' before a plural noun phrase.",
  category: "subject-verb agreement",
  label: "“there are” before a plural (there were two reasons)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["There was two reasons for this.", "There were two reasons for this."],
      ["In my town there is many old churches.", "In my town there are many old churches."],
      ["There's three bedrooms upstairs.", "There are three bedrooms upstairs."],
      ["Is there any good shops near here?", "Are there any good shops near here?"],
      ["There wasn't enough chairs for everyone.", "There weren't enough chairs for everyone."],
      ["There is two or three shops in my village.", "There are two or three shops in my village."],
      ["There was one or two problems.", "There were one or two problems."],
      ["There has been many changes in my city.", "There have been many changes in my city."],
    ],
    right: [
      "There were two reasons for this.",
      "There is one or another way to do it.",
      "There was five to ten minutes left.",
      "There was one of my friends at the door.",
      "There is some water in the fridge.",
      "There is a lot of traffic in the morning.",
      "There's no reason to worry.",
      "There is ten minutes left.",
      "Is there a bank near here?",
      "The problem there is that buses are rare.",
      "There has been a lot of rain this year.",
      "There has been one change since then.",
      "The house there has been sold.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const verb of thereVerbs(doc)) {
      const form = normalise(verb);
      const plural = pluralAfter(doc, form === "there's" ? verb : verbEnd(doc, verb));
      if (!plural) continue;
      const replacement =
        form === "there's" ? matchCase(verb.text, "there are") : matchCase(verb.text, PLURAL_OF.get(form)!);
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement,
        explanation: `'${plural.phrase}' is plural, so use '${form === "there's" ? "there are" : PLURAL_OF.get(form)}'.`,
      });
    }
    return findings;
  },
};

/** The word after which what there is begins: 'is' in 'there is', 'there' in 'is there', 'been' in 'there has been'. */
function verbEnd(doc: Document, verb: Word): Word {
  const after = doc.words[verb.index + 1];
  return (after?.lower === "there" || after?.lower === "been") && after.joined ? after : verb;
}

// 'there are' and its forms, with the singular each takes.
const SINGULAR_OF = new Map([
  ["are", "is"],
  ["were", "was"],
  ["aren't", "isn't"],
  ["weren't", "wasn't"],
]);
// 'a' before a word that counts many is no singular: 'a lot of people', 'a few shops', 'a hundred'.
const COUNTING_AFTER_A = new Set([
  ...CARDINALS,
  "lot",
  "few",
  "couple",
  "number",
  "hundred",
  "thousand",
  "million",
  "dozen",
]);
const AMOUNT_WORDS = new Set(["much", "little"]);

/** What there is after 'there are', when it is singular or uncountable ('a big park', 'a lot of traffic', 'no milk', 'too much noise'). */
function singularAfter(doc: Document, verb: Word): { phrase: string } | undefined {
  let start = verb.index + 1;
  if (BETWEEN.has(doc.words[start]?.lower ?? "") && doc.words[start + 1]?.joined) start++;
  if (doc.words[start]?.lower === "not" && doc.words[start + 1]?.joined) start++;
  if (DEGREE.has(doc.words[start]?.lower ?? "") && doc.words[start + 1]?.joined) start++;
  const first = doc.words[start];
  if (!first?.joined) return undefined;
  const phraseFrom = (end: number) => ({ phrase: doc.text.slice(doc.words[start]!.start, doc.words[end]!.end) });
  // 'a lot of traffic', 'lots of noise': an uncountable noun after the amount.
  const lotOf = first.lower === "a" && doc.words[start + 1]?.lower === "lot" ? start + 2 : undefined;
  if (lotOf !== undefined && doc.words[lotOf]?.lower === "of") {
    const noun = doc.words[lotOf + 1];
    // Not a noun before another: 'a lot of traffic jams'.
    const next = doc.words[lotOf + 2];
    const modifies = next?.joined === true && (doc.tags(next.index).tags.includes("Noun") || isPluralNoun(next.lower));
    return noun?.joined && takesMuch(noun.lower) && !modifies ? phraseFrom(lotOf + 1) : undefined;
  }
  // 'much noise', 'no milk': an amount, or 'no' before an uncountable noun.
  if (AMOUNT_WORDS.has(first.lower) || first.lower === "no") {
    const noun = doc.words[start + 1];
    return noun?.joined && takesMuch(noun.lower) ? phraseFrom(start + 1) : undefined;
  }
  // 'a big park', 'an accident', 'one problem': a singular noun phrase that ends there ('a number of' does not).
  if (!["a", "an", "one"].includes(first.lower) || COUNTING_AFTER_A.has(doc.words[start + 1]?.lower ?? ""))
    return undefined;
  const phrase = subjectAt(doc, start, 0);
  if (!phrase || phrase.number !== "singular") return undefined;
  const after = doc.words[phrase.end + 1];
  if (after?.joined && ["of", "or", "and"].includes(after.lower)) return undefined;
  return phraseFrom(phrase.end);
}

/** 'there are a big park' → 'there is a big park', 'there were a lot of noise' → 'there was': the verb agrees with what follows. */
export const thereBeSingular: Rule = {
  id: "there-be-singular",
  description: "Uses 'there is' or 'there was' before a singular or uncountable noun phrase.",
  category: "subject-verb agreement",
  label: "“there is” before a singular (there is a park)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["There are a big park near my house.", "There is a big park near my house."],
      ["There were a lot of noise last night.", "There was a lot of noise last night."],
      ["There are no milk in the fridge.", "There is no milk in the fridge."],
      ["There are too much pollution in big cities.", "There is too much pollution in big cities."],
      ["There were an accident on the motorway.", "There was an accident on the motorway."],
    ],
    right: [
      "There are a lot of people here.",
      "There are a few shops near the station.",
      "There were a number of problems.",
      "There are a hundred students in my school.",
      "There are a bakery and a bank on my street.",
      "There are no buses after midnight.",
      "There were a couple of cafés.",
      "There are one or two things to add.",
      "There are a lot of traffic jams in the morning.",
      "The shops there are a bit expensive.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const verb of doc.words) {
      const form = normalise(verb);
      const before = wordBefore(doc, verb);
      if (!SINGULAR_OF.has(form) || before?.lower !== "there" || !verb.joined || !opensClause(doc, before)) continue;
      const singular = singularAfter(doc, verb);
      if (!singular) continue;
      const right = SINGULAR_OF.get(form)!;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: matchCase(verb.text, right),
        explanation: `'${singular.phrase}' is singular, so use '${right}'.`,
      });
    }
    return findings;
  },
};
