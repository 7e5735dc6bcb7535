import { CARDINALS, POSSESSIVES } from "../../document/closed-classes";
import { getLexicon } from "../../document/lexicon";
import { lexiconTags, pluralOf } from "../../document/inflection";
import type { Finding, Rule } from "../types";

const QUANTIFIERS = new Set(["many", "several", "these", "those", "various", "numerous", ...CARDINALS]);
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
]);

const ONE_OF_DETERMINERS = new Set(["the", ...POSSESSIVES, "these", "those"].filter((word) => word !== "its"));

/** Whether the words before `index` are 'one of the', 'one of my'… (and maybe one adjective). */
function afterOneOf(tokens: readonly { text: string }[], index: number): string | undefined {
  for (const back of [3, 4]) {
    const [one, of, determiner] = tokens.slice(index - back, index - back + 3).map((token) => token.text.toLowerCase());
    if (one === "one" && of === "of" && ONE_OF_DETERMINERS.has(determiner ?? "")) return `one of ${determiner}`;
  }
  return undefined;
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
    ],
  },
  check(doc) {
    const tokens = doc.words;
    const lexicon = getLexicon();
    const findings: Finding[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const noun = tokens[i + 1]!;
      const quantifier = QUANTIFIERS.has(tokens[i]!.text.toLowerCase())
        ? tokens[i]!.text.toLowerCase()
        : afterOneOf(tokens, i + 1);
      if (!quantifier) continue;
      const after = tokens[i + 2];
      if (!/^[a-z]+$/.test(noun.text) || !noun.joined) continue;
      const tags = lexiconTags(noun.text);
      if (NOT_COUNTED.has(noun.text) || tags.includes("Plural") || !tags.some((tag) => COUNTABLE_TAGS.includes(tag)))
        continue;
      const endsPhrase = !after || !after.joined || PHRASE_ENDS.has(after.text.toLowerCase());
      const plural = pluralOf(noun.text);
      if (!endsPhrase || plural === noun.text || !lexicon.isWord(plural)) continue;
      findings.push({
        start: noun.start,
        end: noun.end,
        replacement: plural,
        explanation: `After '${quantifier}', use the plural: '${plural}'.`,
      });
    }
    return findings;
  },
};
