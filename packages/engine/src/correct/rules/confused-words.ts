import {
  ARTICLES,
  BE_FORMS,
  CARDINALS,
  DETERMINERS,
  DO_FORMS,
  MODALS,
  NEGATIVE_MODALS,
  OBJECT_PRONOUNS,
  OTHER_PREPOSITIONS,
  OTHER_PRONOUNS,
  PLURAL_QUANTIFIERS,
  POSSESSIVES,
  PREPOSITIONS,
  QUANTIFYING_DETERMINERS,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import {
  infinitiveOf,
  infinitiveOfPresent,
  isBaseVerbAfterSubject,
  lexiconTags,
  singularOf,
} from "../../document/inflection";
import { anyWord, optional, sequence, type Pattern, type Step } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

/**
 * Words that sound alike, told apart by the words around them: what follows a possessive is a
 * noun phrase, what follows "they're" a verb or an adjective, what comes before "than" a comparative.
 */

const WHY = {
  their: "'Their' means 'belonging to them', 'there' is a place or 'there is', 'they're' is 'they are'.",
  its: "'Its' means 'belonging to it'; 'it's' is 'it is' or 'it has'.",
  your: "'Your' means 'belonging to you'; 'you're' is 'you are'.",
  than: "Use 'than' to compare and 'then' for 'after that' or 'at that time'.",
  whose: "'Whose' asks who something belongs to; 'who's' is 'who is' or 'who has'.",
  too: "'Too' means 'more than enough' or 'also'; 'to' goes before a verb or a place.",
  lose: "'Lose' is the verb (lose a game); 'loose' means 'not tight'.",
  affect: "'Affect' is the verb (it affects me); 'effect' is the noun (an effect on me).",
  advice: "'Advice' is the noun (some advice); 'advise' is the verb (I advise you).",
  quiet: "'Quiet' means 'with little noise'; 'quite' means 'fairly' or 'very'.",
  were: "'Were' is the past of 'be'; 'where' asks about a place.",
};

const set = (...sets: Iterable<string>[]) => new Set(sets.flatMap((s) => [...s]));
const plain = (word: Word) => word.lower.replaceAll("\u2019", "'");
/** One of the given forms, with either apostrophe. */
const form =
  (...forms: string[]) =>
  (word: Word) =>
    forms.includes(plain(word));
const tagsOf = (word: Word, doc: Document) => doc.tags(word.index).tags;
const next = (word: Word, doc: Document) => {
  const after = doc.words[word.index + 1];
  return after?.joined ? after : undefined;
};
const endsClause = (word: Word, doc: Document) => next(word, doc) === undefined;
type Test = (word: Word, doc: Document) => boolean;
const fits = (step: Exclude<Step, { optional: unknown }>, word: Word, doc: Document) =>
  typeof step === "string"
    ? word.lower === step
    : typeof step === "function"
      ? step(word, doc)
      : Array.isArray(step)
        ? step.includes(word.lower)
        : (step as ReadonlySet<string>).has(word.lower);
/** The word fits `step` and the word after it in its clause (none at the clause's end) passes `after`. */
const before =
  (step: Exclude<Step, { optional: unknown }>, after: (following: Word | undefined, doc: Document) => boolean): Test =>
  (word, doc) =>
    fits(step, word, doc) && after(next(word, doc), doc);
const more = (following: Word | undefined) => following !== undefined;
const among =
  (...words: string[]) =>
  (following: Word | undefined) =>
    !following || words.includes(following.lower);
/** The word begins a clause: first in the text, after punctuation or after a conjunction. */
const opensClause = (word: Word, doc: Document) => doc.startsClause(word.index);

// Words a noun phrase cannot be: time words and places said without a preposition ('there tonight').
const ADVERBIAL_NOUNS = set(
  "there here home today tonight tomorrow yesterday morning afternoon evening night week weekend month year years days times ages alone together instead anyway".split(
    " ",
  ),
);
const NOT_NOUN_TAGS = new Set([
  "Pronoun",
  "Possessive",
  "Adjective",
  "Adverb",
  "Determiner",
  "QuestionWord",
  "Preposition",
  "Conjunction",
  "Date",
  "Duration",
  "Value",
  "Gerund",
  "Copula",
  "Modal",
  "Auxiliary",
]);
/** A common noun in context (plural nouns the tagger misreads as verbs count too: 'there books'). */
const isNoun = (word: Word, doc: Document) => {
  if (
    !/^[a-z]+$/.test(word.text) ||
    ADVERBIAL_NOUNS.has(word.lower) ||
    QUANTIFYING_DETERMINERS.has(word.lower) ||
    OTHER_PRONOUNS.has(word.lower)
  )
    return false;
  const tags = tagsOf(word, doc);
  if (tags.some((tag) => NOT_NOUN_TAGS.has(tag))) return false;
  if (tags.includes("Noun")) return true;
  const singular = singularOf(word.lower);
  return singular !== undefined && lexiconTags(singular).some((tag) => tag === "Singular" || tag === "Actor");
};
const isAdjective = (word: Word, doc: Document) =>
  /^[a-z]+$/.test(word.text) &&
  !NOT_DESCRIBING.has(word.lower) &&
  !QUANTIFYING_DETERMINERS.has(word.lower) &&
  (lexiconTags(word.lower).includes("Adjective") || tagsOf(word, doc).includes("Adjective"));
// Adjectives that say which or whose rather than describe: 'its own', 'their next'.
const NOT_DESCRIBING = new Set("own next last first other same only whole best worst right many much few".split(" "));
const isComparative = (word: Word, doc: Document) =>
  word.lower !== "later" &&
  (lexiconTags(word.lower).includes("Comparative") || tagsOf(word, doc).includes("Comparative"));
/** An -ing verb, read as a verb in context: 'raining', 'going'. */
const isIngVerb = (word: Word, doc: Document) => word.lower.endsWith("ing") && tagsOf(word, doc).includes("Verb");
/** What follows a verb's -ing form but not a noun's: 'feeling better', 'doing a great job'. */
const afterIngVerb = (word: Word, doc: Document) =>
  DETERMINERS.has(word.lower) ||
  OBJECT_PRONOUNS.has(word.lower) ||
  isComparative(word, doc) ||
  lexiconTags(word.lower).includes("Adverb");
const isBaseVerbOnly = (word: Word) => {
  const tags = lexiconTags(word.lower);
  return (
    tags.includes("Infinitive") && !tags.some((tag) => tag === "Adjective" || tag === "Adverb" || tag === "Comparative")
  );
};
/** A finite verb: 'grew', 'are', 'owns'. */
const isFiniteVerb = (word: Word, doc: Document) => {
  const tags = tagsOf(word, doc);
  return (
    BE_FORMS.has(word.lower) ||
    MODALS.has(word.lower) ||
    (tags.includes("Verb") &&
      (tags.includes("PastTense") || tags.includes("PresentTense")) &&
      !tags.some((tag) => tag === "Gerund" || tag === "Participle" || tag === "Passive"))
  );
};

// Prepositions that a clause ('until they're ready') cannot follow.
const NOUN_PREPOSITIONS = set(
  [...PREPOSITIONS, ...OTHER_PREPOSITIONS].filter(
    (p) => !["until", "till", "since", "after", "before", "than", "like", "past", "as"].includes(p),
  ),
);
// Verbs that a clause follows: 'I think they're right', 'she said it's late'.
const CLAUSE_VERBS = new Set(
  "think thought say said says know knew hope hoped believe believed feel felt guess mean meant realise realised realize realized suppose bet show showed tell told understand decide decided agree notice noticed promise promised sure seems seem means mind".split(
    " ",
  ),
);
/** A verb that takes a noun phrase after it: 'sold their house', 'pays its workers' (the tagger may read 'pays' as a noun there). */
const isObjectVerb = (word: Word, doc: Document) => {
  const tags = tagsOf(word, doc);
  return (
    (tags.includes("Verb") || (infinitiveOf(word.lower) ?? infinitiveOfPresent(word.lower)) !== undefined) &&
    !tags.some((tag) => tag === "Copula" || tag === "Auxiliary" || tag === "Modal") &&
    !CLAUSE_VERBS.has(word.lower) &&
    !BE_FORMS.has(word.lower) &&
    !DO_FORMS.has(word.lower)
  );
};
const FINITE_AFTER_NOUN = set(BE_FORMS, MODALS, ["has", "have", "had"]);

// Words that make a following '-ing' or adjective a predicate: 'I hope you're', 'if they're'.
const beforeClause = (word: Word, doc: Document) =>
  opensClause(word, doc) || CLAUSE_VERBS.has(doc.words[word.index - 1]?.lower ?? "");

interface Confusion {
  why: keyof typeof WHY;
  /** The wrong word (any of these keys) in the match, and what it becomes. */
  swap: Record<string, string>;
  pattern: Pattern;
}

const confusion = (why: keyof typeof WHY, swap: Record<string, string>, ...steps: Step[]): Confusion => ({
  why,
  swap,
  pattern: sequence(...steps),
});

/** 'they're/it's/you're' where the possessive belongs: before a noun after a preposition or object verb, before a noun and its verb, before 'own'. */
function possessiveContexts(why: keyof typeof WHY, contraction: string, possessive: string): Confusion[] {
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
/** What may follow an adjective used as a predicate: 'they're tired, ...', 'it's quiet and clean'. */
const predicateEnd = among("to", "for", "and", "but", "that", "because", "when", "so");

const CONFUSIONS: Confusion[] = [
  // their / there / they're
  ...possessiveContexts("their", "they're", "their"),
  confusion(
    "their",
    { there: "their" },
    (word, doc) =>
      word.lower === "there" && !(word.joined && PLACE_BEFORE_THERE.has(doc.words[word.index - 1]?.lower ?? "")),
    optional(isAdjective),
    isNoun,
  ),
  confusion("their", { there: "their" }, "there", "own"),
  confusion("their", { their: "there" }, "their", [
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
    "their",
    { their: "there" },
    PLACE_BEFORE_THERE,
    (word, doc) => word.lower === "their" && /^\s*(?:[.,!?;:]|$)/.test(doc.text.slice(word.end)),
  ),
  confusion(
    "their",
    { their: "they're", there: "they're" },
    (word, doc) => word.lower === "their" && beforeClause(word, doc),
    (word, doc) => word.lower !== "being" && isIngVerb(word, doc),
    set(DETERMINERS, ["to", "a", "an"], PREPOSITIONS),
  ),
  confusion("their", { there: "they're" }, "there", "going", "to", (word) => word.lower !== "be"),
  confusion("their", { their: "they're" }, (word, doc) => word.lower === "their" && beforeClause(word, doc), [
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
    "their",
    { their: "they're" },
    (word, doc) => word.lower === "their" && beforeClause(word, doc),
    before(isAdjective, predicateEnd),
  ),
  // its / it's
  ...possessiveContexts("its", "it's", "its"),
  confusion(
    "its",
    { "it's": "its" },
    isNoun,
    "and",
    form("it's"),
    (word, doc) => isNoun(word, doc) && singularOf(word.lower) !== undefined,
  ),
  confusion(
    "its",
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
    "its",
    { its: "it's" },
    (word, doc) => word.lower === "its" && opensClause(word, doc),
    isIngVerb,
    (word, doc) => !isNoun(word, doc),
  ),
  confusion(
    "its",
    { its: "it's" },
    (word, doc) => word.lower === "its" && opensClause(word, doc),
    before(isIngVerb, (following) => !following),
  ),
  confusion(
    "its",
    { its: "it's" },
    (word, doc) => word.lower === "its" && opensClause(word, doc),
    before(isAdjective, predicateEnd),
  ),
  // your / you're
  ...possessiveContexts("your", "you're", "your"),
  confusion(
    "your",
    { your: "you're" },
    (word, doc) => word.lower === "your" && !NOUN_PREPOSITIONS.has(doc.words[word.index - 1]?.lower ?? ""),
    ["a", "an", "the", "not", "so", "really", "too", "just", "always", "never", "such", "my", "his", "our", "their"],
  ),
  confusion(
    "your",
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    "very",
    (word, doc) => word.lower !== "own" && isAdjective(word, doc),
  ),
  confusion(
    "your",
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    before("welcome", predicateEnd),
  ),
  confusion(
    "your",
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    before(isAdjective, predicateEnd),
  ),
  confusion(
    "your",
    { your: "you're" },
    (word, doc) => word.lower === "your" && beforeClause(word, doc),
    (word) => word.lower.endsWith("ing") && lexiconTags(word.lower).includes("Gerund"),
    afterIngVerb,
  ),
  confusion("your", { your: "you're" }, "your", "going", "to"),
  // then / than
  confusion("than", { then: "than" }, "other", before("then", more)),
  confusion("than", { then: "than" }, isComparative, before("then", more)),
  confusion(
    "than",
    { then: "than" },
    ["more", "less", "fewer"],
    optional((word, doc) => (word.lower !== "then" && !isNoun(word, doc)) || isAdjective(word, doc)),
    before("then", more),
  ),
  confusion(
    "than",
    { then: "than" },
    "rather",
    optional(anyWord),
    optional(anyWord),
    optional(anyWord),
    before("then", more),
  ),
  // whose / who's
  confusion("whose", { "who's": "whose" }, form("who's"), isNoun),
  confusion("whose", { whose: "who's" }, "whose", [
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
    "whose",
    { whose: "who's" },
    "whose",
    isIngVerb,
    (word, doc) => !isFiniteVerb(word, doc) && !isNoun(word, doc),
  ),
  // to / too
  confusion(
    "too",
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
    "too",
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
  confusion("too", { to: "too" }, BE_FORMS, "to", "many"),
  confusion(
    "too",
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
    (word, doc) => word.lower === "to" && endsClause(word, doc),
  ),
  confusion("too", { too: "to" }, isObjectVerb, "too", isBaseVerbOnly),
  confusion(
    "too",
    { too: "to" },
    TO_VERBS,
    "too",
    (word) =>
      isBaseVerbAfterSubject(word.lower) &&
      !lexiconTags(word.lower).some((tag) => tag === "Adjective" || tag === "Adverb" || tag === "Comparative"),
  ),
  confusion("too", { too: "to" }, "too", set(ARTICLES, POSSESSIVES)),
  // lose / loose
  confusion(
    "lose",
    { loose: "lose" },
    set(["to", "not", "never"], MODALS, NEGATIVE_MODALS, DO_FORMS, ["i", "we", "they", "he", "she"]),
    "loose",
  ),
  confusion(
    "lose",
    { loose: "lose" },
    "loose",
    set(DETERMINERS, ["weight", "time", "money", "control", "interest", "contact"]),
  ),
  confusion("lose", { loosing: "losing" }, "loosing"),
  confusion(
    "lose",
    { lose: "loose" },
    set(BE_FORMS, ["too", "so", "very", "came", "come", "comes", "break", "broke"]),
    before("lose", among("since", "and", "but", "because", "now", "when", "after")),
  ),
  confusion(
    "lose",
    { lose: "loose" },
    ARTICLES,
    before("lose", (following) => following?.lower !== "of"),
  ),
  confusion("lose", { lose: "loose" }, "lose", ["clothes", "clothing", "fit", "ends"]),
  // affect / effect
  confusion(
    "affect",
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
    "affect",
    { effects: "affects", effected: "affected" },
    (word, doc) =>
      (isNoun(word, doc) || tagsOf(word, doc).includes("Gerund")) &&
      !["side", "sound", "special", "visual", "greenhouse", "health"].includes(word.lower),
    ["effects", "effected"],
    set(POSSESSIVES, ARTICLES, OBJECT_PRONOUNS, ["people", "everyone"]),
  ),
  confusion(
    "affect",
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
  // advice / advise
  confusion(
    "advice",
    { advice: "advise" },
    set(["i", "we", "they", "he", "she"], MODALS, NEGATIVE_MODALS, DO_FORMS),
    "advice",
  ),
  confusion(
    "advice",
    { advice: "advise" },
    (word, doc) =>
      word.lower === "you" && (opensClause(word, doc) || MODALS.has(doc.words[word.index - 1]?.lower ?? "")),
    "advice",
    set(OBJECT_PRONOUNS, ["you", "people"]),
  ),
  confusion(
    "advice",
    { advice: "advise" },
    "to",
    "advice",
    set(OBJECT_PRONOUNS, ["you", "people", "students", "everyone"]),
  ),
  confusion(
    "advice",
    { advise: "advice" },
    (word, doc) =>
      DETERMINERS.has(word.lower) ||
      ["some", "any", "much", "no", "of", "for"].includes(word.lower) ||
      (isAdjective(word, doc) && !lexiconTags(word.lower).includes("Adverb")),
    "advise",
  ),
  // quite / quiet
  confusion("quiet", { quite: "quiet" }, "very", "quite"),
  confusion(
    "quiet",
    { quite: "quiet" },
    set(BE_FORMS, ["so", "too", "really", "extremely", "keep", "kept", "stay", "stayed", "remain", "remained", "and"]),
    before("quite", among("and", "but", "because", "when", "at", "in", "during", "now", "today", "this")),
  ),
  confusion(
    "quiet",
    { quite: "quiet" },
    set(ARTICLES, POSSESSIVES),
    "quite",
    (word, doc) =>
      /^[a-z]+$/.test(word.text) && !isAdjective(word, doc) && !tagsOf(word, doc).some((tag) => NOT_NOUN_TAGS.has(tag)),
  ),
  confusion("quiet", { quiet: "quite" }, "quiet", [
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
    "quiet",
    { quiet: "quite" },
    "quiet",
    before(isAdjective, (following, doc) => !following || (!isNoun(following, doc) && !isAdjective(following, doc))),
  ),
  // were / where
  confusion("were", { where: "were" }, ["we", "they"], "where"),
  confusion(
    "were",
    { where: "were" },
    (word, doc) => word.lower === "there" && opensClause(word, doc),
    "where",
    set(PLURAL_QUANTIFIERS, CARDINALS, ["no", "a", "lots", "so", "too"]),
  ),
  confusion(
    "were",
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
      (isAdjective(word, doc) && !lexiconTags(word.lower).includes("Infinitive")),
  ),
  confusion(
    "were",
    { were: "where" },
    (word, doc) => word.lower === "were" && !opensClause(word, doc),
    ["i", "we", "they", "he", "she"],
    isFiniteVerb,
  ),
  confusion(
    "were",
    { were: "where" },
    (word, doc) => word.lower === "were" && !opensClause(word, doc),
    DETERMINERS,
    optional(isAdjective),
    isNoun,
    isFiniteVerb,
  ),
  confusion("were", { were: "where" }, "were", set(DO_FORMS, ["is", "am"], MODALS)),
];

/** 'they're screens' → 'their screens', 'bigger then' → 'bigger than': words that sound alike, read by their context. */
export const confusedWords: Rule = {
  id: "confused-words",
  description:
    "Tells apart words that sound alike (their/there/they're, its/it's, then/than...) by the words around them.",
  category: "word choice",
  label: "Words that sound alike (its, it's)",
  enabledByDefault: true,
  antipatterns: [
    {
      pattern: ["then", SUBJECT_PRONOUNS, set(MODALS, NEGATIVE_MODALS)],
      example: "If it gets warmer then we will swim.",
    },
  ],
  examples: {
    wrong: [
      ["Its a nice day and the dog wags it's own tail.", "It's a nice day and the dog wags its own tail."],
      ["Their are many reasons to eat more then before.", "There are many reasons to eat more than before."],
      ["I don't want to loose my phone.", "I don't want to lose my phone."],
      ["The kids are playing with they're toys.", "The kids are playing with their toys."],
      ["If your hungry, eat something.", "If you're hungry, eat something."],
      ["The film was to long for me.", "The film was too long for me."],
      ["Rain can effect the match.", "Rain can affect the match."],
    ],
    right: [
      "It's a nice day and the dog wags its tail.",
      "There are many reasons.",
      "Their house is big.",
      "The knot came loose.",
      "Then we went home.",
      "More, then less.",
      "I went there last year.",
      "I think they're students.",
      "Thank you for your welcome.",
      "I'd like you to.",
      "The light changed from red to green.",
      "Show them where to go.",
      "They were my friends.",
      "It had a big effect on us.",
      "I went there yesterday, then I went home.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { why, swap, pattern } of CONFUSIONS) {
      for (const match of pattern.matchAll(doc)) {
        const word = match.words.find((w) => plain(w) in swap);
        if (!word) continue;
        findings.push({
          start: word.start,
          end: word.end,
          replacement: matchCase(word.text, swap[plain(word)]!),
          explanation: WHY[why],
        });
      }
    }
    // One finding a word: the first context that reads it.
    return findings.filter((finding, i) => findings.findIndex((other) => other.start === finding.start) === i);
  },
};
