import {
  ARTICLES,
  BE_FORMS,
  DETERMINERS,
  DO_FORMS,
  MODALS,
  NEGATIVE_MODALS,
  OBJECT_PRONOUNS,
  POSSESSIVES,
  SUBJECT_ONLY_PRONOUNS,
  SUBJECT_PRONOUNS,
} from "../../../document/closed-classes";
import { lexiconTags } from "../../../document/inflection";
import { among, before, confusion, type Confusion, set } from "./confusion";
import { isAdjective, isNoun, NOT_NOUN_TAGS, opensClause, tagsOf } from "./context";

/** Content words that sound or look alike: lose and loose, affect and effect, advice and advise, quite and quiet. */

/** What each look-alike means, as the finding says it. */
const WHY = {
  lose: "'Lose' is the verb (lose a game); 'loose' means 'not tight'.",
  affect: "'Affect' is the verb (it affects me); 'effect' is the noun (an effect on me).",
  advice: "'Advice' is the noun (some advice); 'advise' is the verb (I advise you).",
  quiet: "'Quiet' means 'with little noise'; 'quite' means 'fairly' or 'very'.",
  passed: "'Passed' is the past of 'pass' (I passed the exam); 'past' means 'gone by' (the past week, walk past).",
  whether: "'Whether' means 'if' (I don't know whether she will come); 'weather' is rain and sunshine.",
};

/** The contexts that tell lose and loose apart. */
export const LOSE: Confusion[] = [
  confusion(
    WHY.lose,
    { loose: "lose" },
    set(["to", "not", "never"], MODALS, NEGATIVE_MODALS, DO_FORMS, SUBJECT_ONLY_PRONOUNS),
    "loose",
  ),
  confusion(
    WHY.lose,
    { loose: "lose" },
    "loose",
    set(DETERMINERS, ["weight", "time", "money", "control", "interest", "contact"]),
  ),
  confusion(WHY.lose, { loosing: "losing" }, "loosing"),
  confusion(
    WHY.lose,
    { lose: "loose" },
    set(BE_FORMS, ["too", "so", "very", "came", "come", "comes", "break", "broke"]),
    before("lose", among("since", "and", "but", "because", "now", "when", "after")),
  ),
  confusion(
    WHY.lose,
    { lose: "loose" },
    ARTICLES,
    before("lose", (following) => following?.lower !== "of"),
  ),
  confusion(WHY.lose, { lose: "loose" }, "lose", ["clothes", "clothing", "fit", "ends"]),
];

/** The contexts that tell affect and effect apart. */
export const AFFECT: Confusion[] = [
  confusion(
    WHY.affect,
    { effect: "affect", effects: "affects", effected: "affected", effecting: "affecting" },
    set(SUBJECT_PRONOUNS, MODALS, NEGATIVE_MODALS, DO_FORMS, [
      "not",
      "also",
      "really",
      "directly",
      "negatively",
      "positively",
      "seriously",
      "greatly",
      "badly",
      "to",
    ]),
    ["effect", "effects", "effected", "effecting"],
    (word, doc) =>
      !["change", "changes"].includes(word.lower) &&
      (DETERMINERS.has(word.lower) ||
        OBJECT_PRONOUNS.has(word.lower) ||
        ["it", "you", "people", "everyone"].includes(word.lower) ||
        isNoun(word, doc)),
  ),
  confusion(
    WHY.affect,
    { effects: "affects", effected: "affected" },
    (word, doc) =>
      (isNoun(word, doc) || tagsOf(word, doc).includes("Gerund")) &&
      !["side", "sound", "special", "visual", "greenhouse", "health"].includes(word.lower),
    ["effects", "effected"],
    set(POSSESSIVES, ARTICLES, OBJECT_PRONOUNS, ["people", "everyone"]),
  ),
  confusion(
    WHY.affect,
    { affect: "effect", affects: "effects" },
    // 'a bad affect on', but not 'negative affect on' (a term in psychology).
    (word, doc) =>
      ARTICLES.has(word.lower) ||
      POSSESSIVES.has(word.lower) ||
      ["no", "any", "side"].includes(word.lower) ||
      (ARTICLES.has(doc.words[word.index - 1]?.lower ?? "") &&
        isAdjective(word, doc) &&
        !lexiconTags(word.lower).includes("Adverb")),
    before(["affect", "affects"], (following) => ["on", "of"].includes(following?.lower ?? "")),
  ),
];

/** The contexts that tell advice and advise apart. */
export const ADVICE: Confusion[] = [
  confusion(WHY.advice, { advice: "advise" }, set(SUBJECT_ONLY_PRONOUNS, MODALS, NEGATIVE_MODALS, DO_FORMS), "advice"),
  confusion(
    WHY.advice,
    { advice: "advise" },
    (word, doc) =>
      word.lower === "you" && (opensClause(word, doc) || MODALS.has(doc.words[word.index - 1]?.lower ?? "")),
    "advice",
    set(OBJECT_PRONOUNS, ["you", "people"]),
  ),
  confusion(
    WHY.advice,
    { advice: "advise" },
    "to",
    "advice",
    set(OBJECT_PRONOUNS, ["you", "people", "students", "everyone"]),
  ),
  confusion(
    WHY.advice,
    { advise: "advice" },
    (word, doc) =>
      DETERMINERS.has(word.lower) ||
      ["some", "any", "much", "no", "of", "for"].includes(word.lower) ||
      (isAdjective(word, doc) && !lexiconTags(word.lower).includes("Adverb")),
    "advise",
  ),
];

/** The contexts that tell quite and quiet apart. */
export const QUIET: Confusion[] = [
  confusion(WHY.quiet, { quite: "quiet" }, "very", "quite"),
  confusion(
    WHY.quiet,
    { quite: "quiet" },
    set(BE_FORMS, ["so", "too", "really", "extremely", "keep", "kept", "stay", "stayed", "remain", "remained", "and"]),
    before("quite", among("and", "but", "because", "when", "at", "in", "during", "now", "today", "this")),
  ),
  confusion(
    WHY.quiet,
    { quite: "quiet" },
    set(ARTICLES, POSSESSIVES),
    "quite",
    (word, doc) =>
      /^[a-z]+$/.test(word.text) && !isAdjective(word, doc) && !tagsOf(word, doc).some((tag) => NOT_NOUN_TAGS.has(tag)),
  ),
  confusion(WHY.quiet, { quiet: "quite" }, "quiet", [
    "a",
    "an",
    "often",
    "well",
    "easily",
    "sure",
    "likely",
    "far",
    "recently",
  ]),
  confusion(
    WHY.quiet,
    { quiet: "quite" },
    "quiet",
    before(isAdjective, (following, doc) => !following || (!isNoun(following, doc) && !isAdjective(following, doc))),
  ),
];

// Words that ask or doubt before a clause: 'I don't know whether…', 'it doesn't matter whether…'.
const ASKING = [
  ..."know knows knew wonder wonders wondered wondering ask asks asked asking decide decides decided".split(" "),
  ..."sure unsure doubt matter matters check checked tell told".split(" "),
];
// What opens the clause after 'whether': a subject, 'to' ('whether to go') or 'or' ('whether or not').
const OPENS_WHETHER_CLAUSE = set(SUBJECT_PRONOUNS, ["there", "to", "or", "people"]);

/** The contexts that tell whether and weather apart. */
export const WHETHER: Confusion[] = [
  confusion(WHY.whether, { weather: "whether" }, ASKING, "weather", set(OPENS_WHETHER_CLAUSE, ARTICLES, POSSESSIVES)),
  // 'She asked me weather I was ready.'
  confusion(
    WHY.whether,
    { weather: "whether" },
    ["ask", "asks", "asked", "asking", "tell", "told"],
    OBJECT_PRONOUNS,
    "weather",
    OPENS_WHETHER_CLAUSE,
  ),
  confusion(WHY.whether, { weather: "whether" }, "on", "weather", OPENS_WHETHER_CLAUSE),
  confusion(WHY.whether, { weather: "whether" }, "weather", "or", "not"),
  // 'Weather you like it or not': first in its clause, before its subject.
  confusion(
    WHY.whether,
    { weather: "whether" },
    (word, doc) => word.lower === "weather" && opensClause(word, doc),
    SUBJECT_PRONOUNS,
  ),
];

/** The contexts that tell passed and past apart: 'I past the exam' is the verb. */
export const PASSED: Confusion[] = [
  confusion(
    WHY.passed,
    { past: "passed" },
    SUBJECT_PRONOUNS,
    "past",
    set(DETERMINERS, ["it", "them", "me", "him", "her"]),
  ),
  confusion(WHY.passed, { past: "passed" }, ["has", "have", "had"], "past", set(DETERMINERS, ["it", "them"])),
];
