import {
  BE_FORMS,
  CLAUSE_OPENERS,
  DETERMINERS,
  OTHER_PREPOSITIONS,
  PREPOSITIONS,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { degreesOf, infinitiveOfParticiple, isPluralNoun, lexiconTags } from "../../document/inflection";
import { followingWord, isAdjective, optional, sequence, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";
import { wantsAn } from "./a-an";

/** Adjectives that only take -er and -est ('happier', never 'more happy'), with 'good' and 'bad'. */
const SHORT_ADJECTIVES: ReadonlySet<string> = new Set(
  (
    "good bad easy big cheap fast small happy hot cold old young long short nice large high low strong busy early late " +
    "safe hard rich poor near close fat thin tall warm quick slow clean wide deep smart weak dark healthy lazy funny " +
    "lucky dirty heavy noisy tidy angry wet cool loud bright sad great"
  ).split(" "),
);
// Ones that are nouns too: 'more fat than oil', 'the most good' (do the most good) need a clear adjective frame.
const NOUNS_TOO: ReadonlySet<string> = new Set(
  "good bad fat cold dark high low poor rich young old safe fast".split(" "),
);
// Made-up forms of the irregular ones.
const WRONG_FORMS: ReadonlyMap<string, string> = new Map([
  ["gooder", "better"],
  ["badder", "worse"],
  ["goodest", "best"],
  ["baddest", "worst"],
]);

const comparativeOf = (word: string) => degreesOf(word).comparative;
const superlativeOf = (word: string) => degreesOf(word).superlative;
// 'tell you more later': 'later' and 'earlier' are adverbs of time too.
const COMPARATIVES = new Map(
  [...SHORT_ADJECTIVES]
    .filter((word) => word !== "late" && word !== "early")
    .map((word) => [comparativeOf(word), word]),
);
const SUPERLATIVES = new Map([...SHORT_ADJECTIVES].map((word) => [superlativeOf(word), word]));

// Words after 'more easy' that show it compares ('more easy to learn'), where a noun would make 'more' a quantity.
const AFTER_DEGREE: ReadonlySet<string> = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ...SUBORDINATORS,
  ...RELATIVE_PRONOUNS,
  ...[...CLAUSE_OPENERS].filter((word) => word !== "and" && word !== "or"),
  ..."than now today nowadays every these this".split(" "),
]);
// Verbs an adjective follows: 'is more easy', 'feel more happy'.
const LINKING: ReadonlySet<string> = new Set([
  ...BE_FORMS,
  ..."feel feels felt feeling get gets got getting become becomes became becoming look looks looked seem seems seemed".split(
    " ",
  ),
]);

// One-syllable adjectives that take 'more' as well ('more clear', 'more real'), and words the lexicon calls adjectives that are not.
const MORE_TOO: ReadonlySet<string> = new Set(
  "clear free true real sure proud quiet keen fun wrong right just like apt prone ill calm strict tense whole dead due live main mere sole own much many few less more most last next such same other worth".split(
    " ",
  ),
);
/** The number of syllables, near enough: groups of vowels, less a silent final 'e' ('brave', not 'simple'). */
const syllables = (word: string) => (word.match(/[aeiouy]+/g)?.length ?? 0) - (/[^aeiouyl]e$/.test(word) ? 1 : 0);

/** Whether the adjective takes -er and -est: a listed one, or one of one syllable ('fresh') or two ending in -y ('dirty', not 'lovely'). */
function takesEr(word: string): boolean {
  if (SHORT_ADJECTIVES.has(word)) return true;
  // A participle ('known', 'grown') takes 'more' or 'best': 'the best-known companies'.
  if (MORE_TOO.has(word) || word.endsWith("ed") || infinitiveOfParticiple(word)) return false;
  if (!lexiconTags(word).includes("Adjective")) return false;
  return syllables(word) === 1 || (syllables(word) === 2 && /[^l]y$/.test(word));
}
/** A short adjective that is also a noun or a verb ('light', 'dry') needs a clear adjective frame. */
const isNounToo = (word: string) =>
  NOUNS_TOO.has(word) || (!SHORT_ADJECTIVES.has(word) && lexiconTags(word).some((tag) => tag !== "Adjective"));

const MORE_SHORT = sequence("more", (word) => takesEr(word.lower));
const MORE_COMPARATIVE = sequence(
  ["more", "most"],
  (word) => COMPARATIVES.has(word.lower) || SUPERLATIVES.has(word.lower),
);
const DETERMINER_MOST_SHORT = sequence(DETERMINERS, "most", (word) => takesEr(word.lower));
// The group one thing is picked out of: 'the most expensive hotel in the city'.
const GROUPS = new Set(
  "world city country class town school family team group village area region street company office universe history".split(
    " ",
  ),
);
// 'the more expensive hotel in the city': one out of a whole group is the superlative ('the more
// expensive of the two' compares two, and stays).
const THE_MORE_IN_GROUP = sequence(
  "the",
  "more",
  (word, doc) => isAdjective(word, doc) && !COMPARATIVES.has(word.lower),
  optional(isAdjective),
  // One thing: 'the more expensive restaurants in town' picks out several, and stays.
  (word) => /^[a-z]+$/.test(word.text) && !isPluralNoun(word.lower),
  "in",
  optional(["the", "my", "our", "this", "their", "his", "her", "your"]),
  GROUPS,
);

/** Whether 'more' + adjective at this match compares ('is more easy'), rather than counting ('more old people'). */
function comparesHere(doc: Document, more: Word, adjective: Word): boolean {
  const before = wordBefore(doc, more);
  const after = followingWord(doc, adjective);
  if (doc.text.startsWith("-", adjective.end)) return false;
  // 'a more easy way': after 'a', 'more' can only compare.
  const afterArticle = more.joined && (before?.lower === "a" || before?.lower === "an");
  const linked =
    more.joined && before !== undefined && LINKING.has(before.lower) && wordBefore(doc, before)?.lower !== "there";
  const endsPhrase = !after?.joined || AFTER_DEGREE.has(after.lower);
  const nounToo = isNounToo(adjective.lower) || doc.tags(adjective.index).tags.includes("Noun");
  // An adjective read by its syllables, not listed, compares only after a linking verb or before 'than' or the clause's end.
  const listed = SHORT_ADJECTIVES.has(adjective.lower);
  const endsHere = listed ? endsPhrase : !after?.joined || after.lower === "than";
  return afterArticle || (nounToo ? linked && endsPhrase : linked || endsHere);
}

/** 'more happy' → 'happier', 'the most big' → 'the biggest', 'more better' → 'better', 'gooder' → 'better'. */
export const comparativeForm: Rule = {
  id: "comparative-form",
  description: "Short adjectives take -er and -est, not 'more' and 'most': 'happier', 'the biggest'.",
  category: "word choice",
  label: "Comparatives and superlatives (happier, the biggest)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I feel more happy when I swim.", "I feel happier when I swim."],
      ["It is the most big city and a more easy place to live.", "It is the biggest city and an easier place to live."],
      ["My English is more better and gooder than before.", "My English is better and better than before."],
      ["She is the most good player.", "She is the best player."],
      ["It is the more expensive hotel in the city.", "It is the most expensive hotel in the city."],
      ["He is the more tall boy in the class.", "He is the tallest boy in the class."],
    ],
    right: [
      "I feel happier when I swim.",
      "There are more old people in the village now.",
      "Butter has more fat than oil.",
      "Most big cities have a metro.",
      "We want to do the most good for others.",
      "It was a more high-quality product.",
      "It is the most wide-spread belief.",
      "I feel more confident now.",
      "Prices rose more due to the war.",
      "They are the most known names in fashion.",
      "It is the more expensive hotel of the two.",
      "The more expensive restaurants in the city are by the river.",
      "The more educated people in the country are, the richer it becomes.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const explanation = (right: string) => `Short adjectives take -er or -est, not 'more' or 'most': '${right}'.`;
    for (const word of doc.words) {
      const right = WRONG_FORMS.get(word.lower);
      if (right)
        findings.push({
          start: word.start,
          end: word.end,
          replacement: matchCase(word.text, right),
          explanation: `The form is '${right}'.`,
        });
    }
    for (const { words, start, end } of MORE_COMPARATIVE.matchAll(doc)) {
      const [more, degree] = words as [Word, Word];
      if (COMPARATIVES.has(degree.lower) !== (more.lower === "more")) continue;
      findings.push({
        start,
        end,
        replacement: matchCase(more.text, degree.lower),
        explanation: "Use either 'more' or '-er' (or 'most' or '-est'), never both.",
      });
    }
    for (const { words, start, end } of MORE_SHORT.matchAll(doc)) {
      const [more, adjective] = words as [Word, Word];
      if (!comparesHere(doc, more, adjective)) continue;
      const comparative = comparativeOf(adjective.lower);
      const article = wordBefore(doc, more);
      if (more.joined && (article?.lower === "a" || article?.lower === "an")) {
        const replacement = `${matchCase(article.text, wantsAn(comparative) ? "an" : "a")} ${comparative}`;
        findings.push({ start: article.start, end, replacement, explanation: explanation(comparative) });
      } else {
        findings.push({
          start,
          end,
          replacement: matchCase(more.text, comparative),
          explanation: explanation(comparative),
        });
      }
    }
    for (const { words } of DETERMINER_MOST_SHORT.matchAll(doc)) {
      const [, most, adjective] = words as [Word, Word, Word];
      const after = followingWord(doc, adjective);
      if (doc.text.startsWith("-", adjective.end)) continue;
      if (isNounToo(adjective.lower) && (!after?.joined || AFTER_DEGREE.has(after.lower))) continue;
      const superlative = superlativeOf(adjective.lower);
      findings.push({
        start: most.start,
        end: adjective.end,
        replacement: matchCase(most.text, superlative),
        explanation: explanation(`the ${superlative}`),
      });
    }
    for (const { words } of THE_MORE_IN_GROUP.matchAll(doc)) {
      const [the, more, adjective] = words as [Word, Word, Word];
      // 'The more educated people in the country are, the richer it is': a comparison of two changes.
      if (/\bthe (?:more|less|\w+er)\b/i.test(doc.text.slice(words.at(-1)!.end, doc.sentences[the.sentence]!.end)))
        continue;
      const short = takesEr(adjective.lower);
      const replacement = short ? superlativeOf(adjective.lower) : "most";
      findings.push({
        start: more.start,
        end: short ? adjective.end : more.end,
        replacement: matchCase(more.text, replacement),
        explanation: `One out of a whole group takes the superlative: 'the ${short ? replacement : `most ${adjective.text}`}'.`,
      });
    }
    return findings;
  },
};
