import { BE_FORMS, DEGREE_ADVERBS, MODALS } from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { formsOf, isPersonNoun, lexiconTags, verbForms } from "../../document/inflection";
import { isBaseVerb, optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// Someone who can be used to something: 'I', 'my father', 'people' ('it is used to cut' is a passive).
const isPerson = (word: Word) =>
  ["i", "we", "you", "he", "she", "people"].includes(word.lower) || isPersonNoun(word.lower);
const ADVERBS = new Set([
  ...DEGREE_ADVERBS,
  "already",
  "not",
  "never",
  "now",
  "still",
  "also",
  "all",
  "slowly",
  "quickly",
]);

/** 'to' as a preposition before a verb: 'look forward to', 'be used to', 'get used to'. */
const PATTERNS = [
  { phrase: "look forward to", pattern: sequence(formsOf("look"), optional(ADVERBS), "forward", "to", isBaseVerb) },
  {
    phrase: "be used to",
    pattern: sequence(
      isPerson,
      optional(MODALS),
      optional(ADVERBS),
      new Set([...BE_FORMS, ...formsOf("get")]),
      optional(ADVERBS),
      "used",
      "to",
      isBaseVerb,
    ),
  },
  {
    phrase: "be used to",
    pattern: sequence(["i'm", "we're", "you're", "he's", "she's"], optional(ADVERBS), "used", "to", isBaseVerb),
  },
];

// 'I'm used to work.': a word that is a noun too, with nothing after it, may be the noun.
function mayBeNoun(doc: Document, verb: Word): boolean {
  return lexiconTags(verb.lower).includes("Singular") && endsAfter(doc, verb);
}

/** 'I look forward to see you' → 'to seeing you', 'I am used to wake up' → 'used to waking up'. */
export const gerundAfterTo: Rule = {
  id: "gerund-after-to",
  description: "Uses the -ing form after 'look forward to' and 'be used to'.",
  category: "verb form",
  label: "-ing after “look forward to”, “be used to”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I am looking forward to hear from you.", "I am looking forward to hearing from you."],
      ["I am used to wake up early.", "I am used to waking up early."],
      ["My father got used to drive on the left.", "My father got used to driving on the left."],
    ],
    right: [
      "I am looking forward to hearing from you.",
      "I look forward to the summer.",
      "I used to play football.",
      "I am used to it now.",
      "This knife is used to cut bread.",
      "I'm used to hard work.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { phrase, pattern } of PATTERNS) {
      for (const match of pattern.matchAll(doc)) {
        const verb = match.words.at(-1)!;
        const gerund = verbForms(verb.lower)?.gerund;
        if (!gerund || mayBeNoun(doc, verb)) continue;
        findings.push({
          start: verb.start,
          end: verb.end,
          replacement: gerund,
          explanation: `After '${phrase}', use the -ing form: '${gerund}'.`,
        });
      }
    }
    return findings;
  },
};
