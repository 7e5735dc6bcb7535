import {
  BE_FORMS,
  CLAUSE_OPENERS,
  DETERMINERS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  OTHER_PREPOSITIONS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { endsAfter, wordsUntilEnd } from "../../document/clause-end";
import { infinitiveOf, infinitiveOfPresent, lexiconTags } from "../../document/inflection";
import { type Match, optional, sequence } from "../../document/pattern";
import { WEEKDAYS } from "../../document/time-markers";
import type { Finding, Rule } from "../types";

// Verbs that take no object, or whose next words say when or how ('did well the first time', 'works well most days').
const NO_OBJECT = new Set("be do go come feel look seem sleep work live get become stay sound end start".split(" "));
const INTENSIFIERS = ["very", "really", "so", "quite", "extremely"];
const MANNER = ["well", "much", "badly", "fluently", "perfectly", "lot"];
// A clause ends here, or the phrase says when: the adverb cannot have moved over an object.
const NOT_IN_OBJECT: ReadonlySet<string> = new Set([
  ...BE_FORMS,
  ...MODALS,
  ...DO_FORMS,
  ...HAVE_FORMS,
  ...SUBJECT_PRONOUNS,
  ...CLAUSE_OPENERS,
  ...SUBORDINATORS,
  ...RELATIVE_PRONOUNS,
  ..."time times day days week weeks month months year years night morning afternoon evening weekend season today yesterday tomorrow last next every all ago enough most".split(
    " ",
  ),
]);
const OBJECT_AT_MOST = 7;
// A clause after the object ends it ('plays very well the guitar when...'); 'and' or 'or' may go on with it.
const OBJECT_ENDS = new Set([...CLAUSE_OPENERS].filter((word) => word !== "and" && word !== "or"));
// Verbs of liking: after them 'very much' or 'a lot' says how much, never how many ('I like very much pizza').
const LIKING = new Set("like love enjoy hate miss prefer appreciate adore".split(" "));

/** Whether the word is a verb that may take an object: 'plays', 'love', 'speaks'. */
function isTransitiveVerb(word: Word, doc: Document): boolean {
  const lemma = infinitiveOfPresent(word.lower) ?? infinitiveOf(word.lower) ?? word.lower;
  if (NO_OBJECT.has(lemma) || BE_FORMS.has(word.lower) || MODALS.has(word.lower)) return false;
  return (
    doc.tags(word.index).tags.includes("Verb") || lemma !== word.lower || lexiconTags(word.lower).includes("Infinitive")
  );
}

const VERB_ADVERB = sequence(isTransitiveVerb, optional(INTENSIFIERS), optional("a"), MANNER);

// Verbs whose object may be a clause ('said yesterday that…') or the time itself ('spent every day the same way').
const TIME_OR_CLAUSE_OBJECT = new Set(
  "say think know decide realise realize believe feel spend remember forget miss enjoy".split(" "),
);
const takesObjectAfterTime = (word: Word, doc: Document) =>
  isTransitiveVerb(word, doc) &&
  !TIME_OR_CLAUSE_OBJECT.has(infinitiveOfPresent(word.lower) ?? infinitiveOf(word.lower) ?? word.lower);
const PERIODS = new Set([
  ..."night week weekend month year summer winter spring autumn morning afternoon evening day".split(" "),
  ...WEEKDAYS,
]);
// A time put between the verb and its object: 'ate yesterday a pizza', 'visited last year Rome'.
const VERB_TIME = [
  sequence(takesObjectAfterTime, ["yesterday", "today", "tonight", "tomorrow"]),
  sequence(takesObjectAfterTime, ["last", "next", "every", "this"], PERIODS),
];

/** The object after the adverb, up to the end of its clause, or undefined when what follows is not one. */
function objectAfter(doc: Document, adverb: Word, needsDeterminer: boolean): Word[] | undefined {
  const object = wordsUntilEnd(doc, adverb, NOT_IN_OBJECT, OBJECT_AT_MOST + 1);
  const [first] = object;
  if (!first || object.length > OBJECT_AT_MOST) return undefined;
  // 'speaks very well Spanish and French': an object that goes on after 'and' is left alone.
  if (!endsAfter(doc, object.at(-1)!, OBJECT_ENDS)) return undefined;
  if (PREPOSITIONS.has(first.lower) || OTHER_PREPOSITIONS.has(first.lower)) return undefined;
  const opensNounPhrase = DETERMINERS.has(first.lower) || /^\p{Lu}/u.test(first.text);
  if (needsDeterminer && !opensNounPhrase) return undefined;
  // A bare object ('pop songs', 'three languages') needs a noun at its end.
  const gerund = object.length === 1 && doc.tags(first.index).tags.includes("Gerund");
  if (!opensNounPhrase && !gerund && !doc.tags(object.at(-1)!.index).tags.includes("Noun")) return undefined;
  return object;
}

/** 'plays very well the guitar' → 'plays the guitar very well': an adverb of manner comes after the object. */
export const adverbPosition: Rule = {
  id: "adverb-position",
  description:
    "Puts an adverb like 'very well' or 'very much', or a time like 'yesterday', after the object: 'plays the guitar very well'.",
  category: "word order",
  label: "Adverbs after the object (I love my family very much)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My brother plays very well the guitar.", "My brother plays the guitar very well."],
      ["I love very much my family, but I need time alone.", "I love my family very much, but I need time alone."],
      ["She speaks fluently English.", "She speaks English fluently."],
      ["I like very much swimming.", "I like swimming very much."],
      ["I ate yesterday a pizza.", "I ate a pizza yesterday."],
      ["We visited last year Rome.", "We visited Rome last year."],
    ],
    right: [
      "My brother plays the guitar very well.",
      "She did very well the first time.",
      "I like a lot of things about my town.",
      "We drank so much water that day.",
      "We ate a lot yesterday.",
      "He plays well and works hard.",
      "They know very well that it is late.",
      "He said yesterday that he was ill.",
      "He spent every day reading.",
      "I love everyday life.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const moveAfterObject = (adverbWords: Word[], object: Word[], verb: Word) => {
      const adverbText = doc.text.slice(adverbWords[0]!.start, adverbWords.at(-1)!.end);
      const objectText = doc.text.slice(object[0]!.start, object.at(-1)!.end);
      findings.push({
        start: adverbWords[0]!.start,
        end: object.at(-1)!.end,
        replacement: `${objectText} ${adverbText}`,
        explanation: `Put '${adverbText.toLowerCase()}' after the object: '${verb.lower} ${objectText} ${adverbText}'.`,
      });
    };
    for (const { words } of VERB_TIME.flatMap((pattern): Match[] => pattern.matchAll(doc))) {
      const [verb, ...time] = words as [Word, ...Word[]];
      const object = objectAfter(doc, time.at(-1)!, true);
      if (object && !["that", "this"].includes(object[0]!.lower)) moveAfterObject(time, object, verb);
    }
    for (const { words } of VERB_ADVERB.matchAll(doc)) {
      const [verb, ...adverbWords] = words as [Word, ...Word[]];
      const adverb = adverbWords.at(-1)!;
      const hasA = adverbWords.some((word) => word.lower === "a");
      if (hasA !== (adverb.lower === "lot") || (adverb.lower === "much" && adverbWords.length === 1)) continue;
      const lemma = infinitiveOfPresent(verb.lower) ?? infinitiveOf(verb.lower) ?? verb.lower;
      const quantity = (adverb.lower === "much" || adverb.lower === "lot") && !LIKING.has(lemma);
      const object = objectAfter(doc, adverb, quantity);
      if (object) moveAfterObject(adverbWords, object, verb);
    }
    return findings;
  },
};
