import { ARTICLES, DETERMINERS, PREPOSITIONS } from "../../../document/closed-classes";
import { lexiconTags, singularOf } from "../../../document/inflection";
import { optional } from "../../../document/pattern";
import { before, confusion, type Confusion, form, more, set } from "./confusion";
import {
  afterIngVerb,
  beforeClause,
  FINITE_AFTER_NOUN,
  isAdjective,
  isFiniteVerb,
  isIngVerb,
  isNoun,
  isObjectVerb,
  NOUN_PREPOSITIONS,
  opensClause,
  predicateEnd,
} from "./context";

/** A possessive and the contraction or place word that sounds like it: their, there, they're; its, it's; your, you're; whose, who's. */

/** What each look-alike means, as the finding says it. */
const WHY = {
  their: "'Their' means 'belonging to them', 'there' is a place or 'there is', 'they're' is 'they are'.",
  its: "'Its' means 'belonging to it'; 'it's' is 'it is' or 'it has'.",
  your: "'Your' means 'belonging to you'; 'you're' is 'you are'.",
  whose: "'Whose' asks who something belongs to; 'who's' is 'who is' or 'who has'.",
};

/** 'they're/it's/you're' where the possessive belongs: before a noun after a preposition or object verb, before a noun and its verb, before 'own'. */
function possessiveContexts(why: string, contraction: string, possessive: string): Confusion[] {
  const swap = { [contraction]: possessive };
  const c = form(contraction);
  return [
    confusion(why, swap, NOUN_PREPOSITIONS, before(c, more)),
    confusion(why, swap, isObjectVerb, c, isNoun),
    confusion(why, swap, c, optional(isAdjective), isNoun, FINITE_AFTER_NOUN),
    confusion(why, swap, c, "own"),
  ];
}

// After these, 'there' is a place ('over there', 'lived there'), whatever follows.
const PLACE_BEFORE_THERE = new Set(
  "over up down out back from here near around get got go went going gone been be stay stayed live lived living work worked arrive arrived".split(
    " ",
  ),
);

/** The contexts that tell their, there and they're apart. */
export const THEIR: Confusion[] = [
  ...possessiveContexts(WHY.their, "they're", "their"),
  confusion(
    WHY.their,
    { there: "their" },
    (word, doc) =>
      word.lower === "there" && !(word.joined && PLACE_BEFORE_THERE.has(doc.words[word.index - 1]?.lower ?? "")),
    optional(isAdjective),
    isNoun,
  ),
  confusion(WHY.their, { there: "their" }, "there", "own"),
  confusion(WHY.their, { their: "there" }, "their", [
    "is",
    "are",
    "was",
    "were",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "seems",
    "seem",
  ]),
  confusion(
    WHY.their,
    { their: "there" },
    PLACE_BEFORE_THERE,
    (word, doc) => word.lower === "their" && /^\s*(?:[.,!?;:]|$)/.test(doc.text.slice(word.end)),
  ),
  confusion(
    WHY.their,
    { their: "they're", there: "they're" },
    (word, doc) => word.lower === "their" && beforeClause(word, doc),
    (word, doc) => word.lower !== "being" && isIngVerb(word, doc),
    set(DETERMINERS, ["to", "a", "an"], PREPOSITIONS),
  ),
  confusion(WHY.their, { there: "they're" }, "there", "going", "to", (word) => word.lower !== "be"),
  confusion(WHY.their, { their: "they're" }, (word, doc) => word.lower === "their" && beforeClause(word, doc), [
    "not",
    "so",
    "very",
    "really",
    "too",
    "always",
    "never",
    "being",
    "all",
  ]),
  confusion(
    WHY.their,
    { their: "they're" },
    (word, doc) => word.lower === "their" && beforeClause(word, doc),
    before(isAdjective, predicateEnd),
  ),
];

/** The contexts that tell its and it's apart. */
export const ITS: Confusion[] = [
  ...possessiveContexts(WHY.its, "it's", "its"),
  confusion(
    WHY.its,
    { "it's": "its" },
    isNoun,
    "and",
    form("it's"),
    (word, doc) => isNoun(word, doc) && singularOf(word.lower) !== undefined,
  ),
  confusion(
    WHY.its,
    { its: "it's" },
    (word, doc) => word.lower === "its" && !NOUN_PREPOSITIONS.has(doc.words[word.index - 1]?.lower ?? ""),
    set(ARTICLES, [
      "not",
      "very",
      "so",
      "really",
      "too",
      "just",
      "also",
      "always",
      "never",
      "been",
      "got",
      "my",
      "your",
      "our",
      "his",
      "her",
      "their",
      "this",
      "that",
      "such",
      "quite",
      "time",
    ]),
  ),
  confusion(
    WHY.its,
    { its: "it's" },
    (word, doc) => word.lower === "its" && opensClause(word, doc),
    isIngVerb,
    (word, doc) => !isNoun(word, doc),
  ),
  confusion(
    WHY.its,
    { its: "it's" },
    (word, doc) => word.lower === "its" && opensClause(word, doc),
    before(isIngVerb, (following) => !following),
  ),
  confusion(
    WHY.its,
    { its: "it's" },
    (word, doc) => word.lower === "its" && opensClause(word, doc),
    before(isAdjective, predicateEnd),
  ),
];

/** The contexts that tell your and you're apart. */
export const YOUR: Confusion[] = [
  ...possessiveContexts(WHY.your, "you're", "your"),
  confusion(
    WHY.your,
    { your: "you're" },
    (word, doc) => word.lower === "your" && !NOUN_PREPOSITIONS.has(doc.words[word.index - 1]?.lower ?? ""),
    ["a", "an", "the", "not", "so", "really", "too", "just", "always", "never", "such", "my", "his", "our", "their"],
  ),
  confusion(
    WHY.your,
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    "very",
    (word, doc) => word.lower !== "own" && isAdjective(word, doc),
  ),
  confusion(
    WHY.your,
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    before("welcome", predicateEnd),
  ),
  confusion(
    WHY.your,
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    before(isAdjective, predicateEnd),
  ),
  confusion(
    WHY.your,
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    (word) => word.lower.endsWith("ing") && lexiconTags(word.lower).includes("Gerund"),
    afterIngVerb,
  ),
  confusion(WHY.your, { your: "you're" }, "your", "going", "to"),
];

/** The contexts that tell whose and who's apart. */
export const WHOSE: Confusion[] = [
  confusion(WHY.whose, { "who's": "whose" }, form("who's"), isNoun),
  confusion(WHY.whose, { whose: "who's" }, "whose", [
    "there",
    "here",
    "going",
    "been",
    "got",
    "not",
    "a",
    "an",
    "the",
    "that",
    "this",
    "your",
    "my",
  ]),
  confusion(
    WHY.whose,
    { whose: "who's" },
    "whose",
    isIngVerb,
    (word, doc) => !isFiniteVerb(word, doc) && !isNoun(word, doc),
  ),
];
