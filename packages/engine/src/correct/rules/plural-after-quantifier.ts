import {
  ARTICLES,
  CARDINALS,
  COUNTABLE_NOUNS,
  DETERMINERS,
  EITHER_NUMBER_NOUNS,
  OBJECT_PRONOUNS,
  POSSESSIVES,
  UNCOUNTABLE_NOUNS,
} from "../../document/closed-classes";
import { takesMuch } from "../../document/countable";
import { getLexicon } from "../../document/lexicon";
import { infinitiveOfPresent, isCommonBaseVerb, isPluralNoun, lexiconTags, pluralOf } from "../../document/inflection";
import { matchCase } from "../match-case";
import { FOR_PLURAL } from "./noun-subject-agreement";
import type { Document, Word } from "../../document/document";
import { endsAfter, NO_STOPS, wordsUntilEnd } from "../../document/clause-end";
import {
  anyWord,
  crossing,
  isAdjective,
  optional,
  type Pattern,
  readAsFiniteVerb,
  sequence,
  wordsBefore,
} from "../../document/pattern";
import type { Rule } from "../types";

const QUANTIFIERS = new Set(["many", "several", "these", "those", "various", "numerous", "few", ...CARDINALS]);
const COUNTABLE_TAGS = ["Singular", "Actor", "Duration"];
// Nouns that are usually uncountable, or already plural, in learners' sentences.
const NOT_COUNTED = new Set([
  "time",
  "energy",
  "money",
  "work",
  "people",
  "police",
  "news",
  "fun",
  "progress",
  "research",
  "traffic",
  "weather",
  // Counted in their singular: 'several dozen', 'ten percent', 'grew ten fold'.
  "dozen",
  "percent",
  "fold",
]);
// The noun must end its phrase: a word after it that could be a noun makes it a modifier ("two bus stops").
const PHRASE_ENDS = new Set([
  "and",
  "or",
  "but",
  "in",
  "of",
  "to",
  "for",
  "with",
  "that",
  "who",
  "which",
  "are",
  "were",
  "have",
  "had",
  "will",
  "can",
  "at",
  "on",
  "from",
  "because",
  "when",
  "i",
  "we",
  "they",
  "you",
  "he",
  "she",
  "ago",
  "later",
  // A time or a place after the noun: 'I visited several country last year', 'many shop near here'.
  "last",
  "next",
  "yesterday",
  "today",
  "tomorrow",
  "this",
  "every",
  "near",
  // An auxiliary or a frequency adverb starts the noun's verb: 'a lot of student don't like it'.
  "do",
  "did",
  "don't",
  "didn't",
  "can't",
  "cannot",
  "could",
  "couldn't",
  "would",
  "wouldn't",
  "should",
  "shouldn't",
  "won't",
  "must",
  "might",
  "always",
  "often",
  "usually",
  "never",
  "sometimes",
  "still",
  "also",
]);

/**
 * Whether the noun ends its phrase: a stop word, or the noun's own verb, in the past ('several of
 * my friend came') or in its base form, then no other verb ('many tourist visit the castle', not
 * 'many student visit reports are').
 */
function endsPhrase(doc: Document, noun: Word, first: Word): boolean {
  if (endsAfter(doc, noun, PHRASE_ENDS)) return true;
  const next = doc.words[noun.index + 1]!;
  const { tags } = doc.tags(next.index);
  if (
    tags.includes("PastTense") &&
    !tags.includes("Noun") &&
    !tags.includes("Adjective") &&
    !tags.includes("Participle")
  )
    return true;
  // The noun's own verb: 'is', 'doesn't', 'likes' agree with a singular; 'visit' is how learners write the plural's.
  const singularVerb =
    FOR_PLURAL.has(next.lower.replace("\u2019", "'")) ||
    (tags.includes("Verb") &&
      tags.includes("PresentTense") &&
      infinitiveOfPresent(next.lower) !== undefined &&
      opensObject(doc, doc.words[next.index + 1]));
  if (!/^[a-z']+$/.test(next.lower.replace("\u2019", "'")) || !(singularVerb || isCommonBaseVerb(next.lower)))
    return false;
  // 'a (comfortable) four point lead', 'a two week delay': the counted noun describes the next one.
  if (wordsBefore(doc, first, 2).some((word) => ARTICLES.has(word.lower))) return false;
  // The verb goes on with an object or an adverb: 'one of my blog post, Off…' ends at the comma.
  const after = doc.words[next.index + 1];
  if (!after?.joined) return false;
  // Another verb soon after shows 'visit' was a noun: 'many student visit reports are late'.
  const rest = wordsUntilEnd(doc, next, NO_STOPS, 3);
  const verbAfter = rest.some((word) => readAsFiniteVerb(word, doc));
  return !verbAfter && !isPluralNoun(after?.lower ?? "");
}
// Words the tagger may read as nouns that say where or when: 'two bus stops here'.
const PLACE_AND_TIME_WORDS = new Set("here there home now today tonight tomorrow yesterday".split(" "));
/**
 * Whether an object follows an '-s' word, which makes it a verb ('many student likes music'); a
 * place, a time or a describing word after it leaves it a plural noun ('two bus stops here').
 */
const opensObject = (doc: Document, word: Word | undefined) =>
  word?.joined === true &&
  !PLACE_AND_TIME_WORDS.has(word.lower) &&
  (DETERMINERS.has(word.lower) ||
    OBJECT_PRONOUNS.has(word.lower) ||
    (doc.tags(word.index).tags.includes("Noun") && !doc.tags(word.index).tags.includes("Adjective")));

/** A word the lexicon also lists as a verb, followed by 'that' or an object: 'many report that…', 'many say the…'. */
const readAsVerb = (doc: Document, word: Word) =>
  lexiconTags(word.text).some((tag) => tag === "Verb" || tag === "Infinitive" || tag === "PresentTense") &&
  ["that", "the", "a", "an", "it", "them", "they", "we", "this", "their"].includes(
    doc.words[word.index + 1]?.lower ?? "",
  );

/** Tags of a word the lexicon knows only as an adjective: 'one of the best' leaves its noun out, and 'best' stays. */
const ADJECTIVE_TAGS = new Set(["Adjective", "Comparative", "Superlative"]);
const onlyAnAdjective = (tags: string[]) => tags.length > 0 && tags.every((tag) => ADJECTIVE_TAGS.has(tag));

const ONE_OF_DETERMINERS = new Set(["the", ...POSSESSIVES, "these", "those"].filter((word) => word !== "its"));

/** A word in small letters, right after the one before. */
const inSmallLetters = (word: Word) => /^[a-z]+$/.test(word.text);
const ONE_OF = [["one", "each"], crossing("of"), crossing(ONE_OF_DETERMINERS)] as const;
// 'several of my friend', 'two of the student': a word for more than one, then 'of my', 'of the'…
// Not 'most of', 'some of' or 'all of', which take a singular too ('most of the city').
const MANY_OF_QUANTIFIERS = new Set(["many", "several", "both", "few", ...CARDINALS]);
const MANY_OF = [MANY_OF_QUANTIFIERS, crossing("of"), crossing(ONE_OF_DETERMINERS)] as const;
// 'some of my classmate are', 'all of the student were': 'some', 'all' and 'most' take either number,
// so only a plural verb right after shows the noun was meant as more than one.
const SOME_OF = [["some", "all", "most"], crossing("of"), crossing(ONE_OF_DETERMINERS)] as const;
const PLURAL_VERBS = new Set(["are", "were", "have", "do", "don't", "aren't", "weren't", "haven't"]);
const isCountedBeforePluralVerb = (word: Word, doc: Document) => {
  const next = doc.words[word.index + 1];
  return isCountedAfterManyOf(word) && next?.joined === true && PLURAL_VERBS.has(next.lower.replace("\u2019", "'"));
};
// A group noun counts as more than one on its own: 'several of my family', 'two of the team'.
const isCountedAfterManyOf = (word: Word) => inSmallLetters(word) && !EITHER_NUMBER_NOUNS.has(word.lower);
// 'a lot of', 'lots of', 'plenty of' take uncountable nouns too ('a lot of time'), so only a noun
// known to be countable is made plural after them: a person ('a lot of tourist') or a listed noun.
const A_LOT_OF = [optional("a"), ["lot", "lots", "plenty", "couple"], "of"] as const;
const isCountedAfterLotOf = (word: Word) =>
  /^[a-z]+$/.test(word.text) &&
  !EITHER_NUMBER_NOUNS.has(word.lower) &&
  (COUNTABLE_NOUNS.has(word.lower) || lexiconTags(word.lower).includes("Actor"));
/** 'a lot of' or 'lots of' as it stands before its noun: 'lot of' alone is the 'a-lot-of' rule's. */
const lotOf = (words: Word[]) =>
  words
    .slice(0, words.findIndex((word) => word.lower === "of") + 1)
    .map((word) => word.lower)
    .join(" ");

const isMostOfMany = (word: Word, doc: Document) =>
  word.lower === "most" && !DETERMINERS.has(doc.words[word.index - 1]?.lower ?? "");

/** A quantifier and its noun ('many friend'), else 'one of the', 'one of my'… and the noun (maybe after one adjective); the first that fits a noun counts. */
const COUNTED: { pattern: Pattern; quantifier: (words: Word[]) => string }[] = [
  { pattern: sequence(...A_LOT_OF, isCountedAfterLotOf), quantifier: lotOf },
  { pattern: sequence(...A_LOT_OF, isAdjective, isCountedAfterLotOf), quantifier: lotOf },
  { pattern: sequence(QUANTIFIERS, inSmallLetters), quantifier: ([quantifier]) => quantifier!.lower },
  // 'Most student prefer': 'most' on its own, not 'the most' or 'a most', before a noun.
  { pattern: sequence(isMostOfMany, inSmallLetters), quantifier: () => "most" },
  // 'many beautiful park', 'several good restaurant': one describing word between.
  { pattern: sequence(QUANTIFIERS, isAdjective, inSmallLetters), quantifier: ([quantifier]) => quantifier!.lower },
  { pattern: sequence(...ONE_OF, inSmallLetters), quantifier: (words) => `${words[0]!.lower} of ${words[2]!.lower}` },
  {
    pattern: sequence(...ONE_OF, crossing(anyWord), inSmallLetters),
    quantifier: (words) => `${words[0]!.lower} of ${words[2]!.lower}`,
  },
  {
    pattern: sequence(...MANY_OF, isCountedAfterManyOf),
    quantifier: (words) => `${words[0]!.lower} of ${words[2]!.lower}`,
  },
  {
    pattern: sequence(...SOME_OF, isCountedBeforePluralVerb),
    quantifier: (words) => `${words[0]!.lower} of ${words[2]!.lower}`,
  },
];

/** The singular verb right after the noun and its plural form ('is' → 'are', 'likes' → 'like'), if there is one. */
function pluralVerbAfter(doc: Document, noun: Word): { word: Word; plural: string } | undefined {
  const next = doc.words[noun.index + 1];
  if (!next?.joined) return undefined;
  const auxiliary = FOR_PLURAL.get(next.lower.replace("\u2019", "'"));
  if (auxiliary) return { word: next, plural: matchCase(next.text, auxiliary) };
  const { tags } = doc.tags(next.index);
  const base = tags.includes("Verb") && tags.includes("PresentTense") ? infinitiveOfPresent(next.lower) : undefined;
  return base && /^[a-z]+$/.test(next.text) ? { word: next, plural: base } : undefined;
}

/** Each noun after a word for more than one, in text order, with that word ('many', 'one of my'). */
function countedNouns(doc: Document): { noun: Word; quantifier: string; first: Word }[] {
  const byNoun = new Map<number, { noun: Word; quantifier: string; first: Word }>();
  for (const { pattern, quantifier } of COUNTED)
    for (const { words } of pattern.matchAll(doc)) {
      const noun = words.at(-1)!;
      if (!byNoun.has(noun.index)) byNoun.set(noun.index, { noun, quantifier: quantifier(words), first: words[0]! });
    }
  return [...byNoun.values()].sort((a, b) => a.noun.index - b.noun.index);
}

/** 'many friend' → 'many friends', 'one of my friend' → 'one of my friends': a countable noun is plural after a word for more than one. */
export const pluralAfterQuantifier: Rule = {
  id: "plural-after-quantifier",
  description: "Makes a countable noun plural after 'many', 'several', 'these', 'two'…",
  category: "noun number",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I have many friend in London.", "I have many friends in London."],
      ["We stayed there for two week.", "We stayed there for two weeks."],
      ["These city are very old.", "These cities are very old."],
      ["She is one of my best friend.", "She is one of my best friends."],
      ["We met a lot of tourist in the old town.", "We met a lot of tourists in the old town."],
      ["A lot of student don't like homework.", "A lot of students don't like homework."],
      ["There are many old building near the river.", "There are many old buildings near the river."],
      ["She has visited several country this year.", "She has visited several countries this year."],
      ["Two of my cousin moved to Canada.", "Two of my cousins moved to Canada."],
      ["I heard two strange noise last night.", "I heard two strange noises last night."],
    ],
    right: [
      "I have many friends.",
      "There are two bus stops here.",
      "Many people came.",
      "These are mine.",
      "I don't have much money or much information.",
      "Both of us agree.",
      "Many people came.",
      "Those people were kind.",
      "We had plenty of time to talk.",
      "One of my friends came.",
      "One of the best days of my life.",
      "The film became one of the best of all time.",
      "Many report that they work better at home.",
      "She is one of the greatest of her generation.",
      "We had a lot of fun and a lot of time.",
      "Many sub-Saharan countries agreed.",
      "Prices grew several dozen.",
      "It rose by ten percent.",
      "Most of the city was closed.",
      "Several of my family came to the wedding.",
      "Many young people left the village.",
      "Many other things happened.",
    ],
  },
  check(doc) {
    const lexicon = getLexicon();
    return countedNouns(doc).flatMap(({ noun, quantifier, first }) => {
      const tags = lexiconTags(noun.text);
      // A noun the lexicon leaves open ('park' is listed as a verb) counts when the sentence reads it as a singular noun.
      const inContext = doc.tags(noun.index).tags;
      // 'many noise' is 'much noise', the uncountable-noun rule's change, for a noun rarely counted;
      // after 'two' or 'several' the same noun is counted ('two strange noises').
      const muchMeant = quantifier === "many" || quantifier === "a lot of" || quantifier === "lots of";
      const countable =
        tags.some((tag) => COUNTABLE_TAGS.includes(tag)) ||
        COUNTABLE_NOUNS.has(noun.text) ||
        (inContext.includes("Singular") &&
          !inContext.includes("Uncountable") &&
          !(muchMeant ? takesMuch(noun.text) : UNCOUNTABLE_NOUNS.has(noun.text)) &&
          !readAsVerb(doc, noun));
      if (
        NOT_COUNTED.has(noun.text) ||
        (muchMeant && takesMuch(noun.text)) ||
        tags.includes("Plural") ||
        !countable ||
        onlyAnAdjective(tags)
      )
        return [];
      const plural = pluralOf(noun.text);
      // 'many sub-Saharan states', 'those recipe-creators': the word is the first part of a compound.
      const inCompound = doc.text.startsWith("-", noun.end);
      if (inCompound || !endsPhrase(doc, noun, first) || plural === noun.text || !lexicon.isWord(plural)) return [];
      // 'most student is' → 'most students are': the noun's own verb goes with it, but not after
      // 'one of', whose verb stays singular ('one of my friends lives').
      const verb = /^(one|each) of/.test(quantifier) ? undefined : pluralVerbAfter(doc, noun);
      return [
        {
          start: noun.start,
          end: verb ? verb.word.end : noun.end,
          replacement: verb ? `${plural} ${verb.plural}` : plural,
          explanation: verb
            ? `After '${quantifier}', use the plural, and its verb: '${plural} ${verb.plural}'.`
            : `After '${quantifier}', use the plural: '${plural}'.`,
        },
      ];
    });
  },
};
