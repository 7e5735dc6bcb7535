import {
  ARTICLES,
  BE_FORMS,
  CARDINALS,
  DETERMINERS,
  DO_FORMS,
  MODALS,
  OBJECT_PRONOUNS,
  PLURAL_QUANTIFIERS,
  POSSESSIVES,
  SUBJECT_ONLY_PRONOUNS,
} from "../../../document/closed-classes";
import { endsAfter } from "../../../document/clause-end";
import { isBaseVerbAfterSubject, isCommonBaseVerb, lexiconTags } from "../../../document/inflection";
import { anyWord, optional } from "../../../document/pattern";
import { among, before, confusion, type Confusion, more, set } from "./confusion";
import { isAdjective, isBaseVerbOnly, isComparative, isFiniteVerb, isNoun, isObjectVerb, opensClause } from "./context";

/** Short function words that sound alike: then and than, to and too, were and where. */

/** What each look-alike means, as the finding says it. */
const WHY = {
  than: "Use 'than' to compare and 'then' for 'after that' or 'at that time'.",
  too: "'Too' means 'more than enough' or 'also'; 'to' goes before a verb or a place.",
  were: "'Were' is the past of 'be'; 'where' asks about a place.",
};

// Words after which 'to' + adjective is 'too': 'it is to expensive', 'it seems to hard'.
const LINKING = set(BE_FORMS, [
  "seem",
  "seems",
  "seemed",
  "look",
  "looks",
  "looked",
  "feel",
  "feels",
  "got",
  "get",
  "became",
  "become",
  "far",
  "way",
]);
// Verbs that take 'to' and a verb: 'need to talk', 'want to go'.
const TO_VERBS = new Set(
  "want wants wanted need needs needed have has had going used able try tries tried decide decided hope hoped plan planned".split(
    " ",
  ),
);
const OBJECT_TO_VERBS = new Set(
  "want wants wanted ask asks asked tell tells told need needs needed expect expected allow allowed invite invited remind reminded teach taught encourage encouraged force forced persuade persuaded advise advised get got help helped order ordered beg begged put give gave send sent take took bring brought show showed".split(
    " ",
  ),
);
// Adjectives that are verbs too ('to clean', 'to open') or colours ('from red to green').
const VERB_ADJECTIVES = new Set(
  "clean open free close slow warm dry empty calm clear cool narrow wet smooth tidy fit better worse right wrong last red green blue yellow white black brown grey pink orange purple".split(
    " ",
  ),
);

/** The contexts that tell then and than apart. */
export const THAN: Confusion[] = [
  confusion(WHY.than, { then: "than" }, "other", before("then", more)),
  confusion(WHY.than, { then: "than" }, isComparative, before("then", more)),
  confusion(
    WHY.than,
    { then: "than" },
    ["more", "less", "fewer"],
    optional((word, doc) => (word.lower !== "then" && !isNoun(word, doc)) || isAdjective(word, doc)),
    before("then", more),
  ),
  confusion(
    WHY.than,
    { then: "than" },
    "rather",
    optional(anyWord),
    optional(anyWord),
    optional(anyWord),
    before("then", more),
  ),
];

/** The contexts that tell to and too apart. */
export const TOO: Confusion[] = [
  confusion(
    WHY.too,
    { to: "too" },
    (word, doc) =>
      word.lower === "to" &&
      (LINKING.has(doc.words[word.index - 1]?.lower ?? "") ||
        ["late", "early"].includes(doc.words[word.index + 1]?.lower ?? "")),
    before(
      (word, doc) =>
        !VERB_ADJECTIVES.has(word.lower) &&
        !isComparative(word, doc) &&
        isAdjective(word, doc) &&
        !isBaseVerbOnly(word),
      among("to", "for"),
    ),
  ),
  confusion(
    WHY.too,
    { to: "too" },
    set(LINKING, [
      "spend",
      "spends",
      "spent",
      "eat",
      "eats",
      "ate",
      "drink",
      "drinks",
      "drank",
      "worry",
      "worried",
      "costs",
      "cost",
    ]),
    "to",
    before("much", (following) => following?.lower !== "of"),
  ),
  confusion(WHY.too, { to: "too" }, BE_FORMS, "to", "many"),
  confusion(
    WHY.too,
    { to: "too" },
    // 'I like it to.', but not 'I'd like you to.' or 'I asked him to.'
    (word, doc) => {
      const [verb, before] = [doc.words[word.index - 1]?.lower ?? "", doc.words[word.index - 2]?.lower ?? ""];
      const wouldLike =
        ["like", "love", "prefer", "hate"].includes(verb) && (before === "would" || before.endsWith("'d"));
      return (
        (OBJECT_PRONOUNS.has(word.lower) || ["it", "you"].includes(word.lower)) &&
        !OBJECT_TO_VERBS.has(verb) &&
        !wouldLike
      );
    },
    (word, doc) => word.lower === "to" && endsAfter(doc, word),
  ),
  confusion(WHY.too, { too: "to" }, isObjectVerb, "too", isBaseVerbOnly),
  confusion(
    WHY.too,
    { too: "to" },
    TO_VERBS,
    "too",
    (word) =>
      isBaseVerbAfterSubject(word.lower) &&
      !lexiconTags(word.lower).some((tag) => tag === "Adjective" || tag === "Adverb" || tag === "Comparative"),
  ),
  confusion(WHY.too, { too: "to" }, "too", set(ARTICLES, POSSESSIVES)),
];

/** The contexts that tell were and where apart. */
export const WERE: Confusion[] = [
  confusion(WHY.were, { where: "were" }, ["we", "they"], "where"),
  confusion(
    WHY.were,
    { where: "were" },
    (word, doc) => word.lower === "there" && opensClause(word, doc),
    "where",
    set(PLURAL_QUANTIFIERS, CARDINALS, ["no", "a", "lots", "so", "too"]),
  ),
  confusion(
    WHY.were,
    { where: "were" },
    (word, doc) =>
      word.lower === "where" &&
      opensClause(word, doc) &&
      /\?/.test(doc.text.slice(word.end, doc.sentences[word.sentence]!.end + 1)),
    ["you", "they", "we"],
    (word, doc) =>
      [
        "at",
        "in",
        "on",
        "with",
        "there",
        "here",
        "not",
        "able",
        "a",
        "an",
        "the",
        "all",
        "still",
        "really",
        "very",
        "so",
      ].includes(word.lower) ||
      // Not a verb that is also a describing word: 'Where you live?' lacks its 'do', not a 'were'.
      (isAdjective(word, doc) && !lexiconTags(word.lower).includes("Infinitive") && !isCommonBaseVerb(word.lower)),
  ),
  confusion(
    WHY.were,
    { were: "where" },
    (word, doc) => word.lower === "were" && !opensClause(word, doc),
    SUBJECT_ONLY_PRONOUNS,
    isFiniteVerb,
  ),
  confusion(
    WHY.were,
    { were: "where" },
    (word, doc) => word.lower === "were" && !opensClause(word, doc),
    DETERMINERS,
    optional(isAdjective),
    isNoun,
    isFiniteVerb,
  ),
  confusion(WHY.were, { were: "where" }, "were", set(DO_FORMS, ["is", "am"], MODALS)),
];
