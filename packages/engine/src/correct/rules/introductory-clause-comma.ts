import {
  ARTICLES,
  CLAUSE_OPENERS,
  POSSESSIVES,
  PREPOSITIONS,
  SUBJECT_ONLY_PRONOUNS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { lexiconTags } from "../../document/inflection";
import type { Finding, Rule } from "../types";

// Subordinators whose clause often comes before the main one: "If it rains, we stay in". Left out:
// 'because', 'until' and 'whereas' (their clause mostly follows the main one), 'as' and 'since'
// (often prepositions), 'where' and 'whether' (mostly a question, or the subject).
const NOT_INTRODUCTORY = new Set(["because", "until", "whereas", "as", "since", "where", "whether"]);
const OPENERS = new Set([...SUBORDINATORS].filter((word) => !NOT_INTRODUCTORY.has(word)));
// Pronouns that can only be a subject, so one of them begins the main clause ('you' and 'it' may be objects).
// Verbs after which a subject begins a reported clause, not the main one: "When I realised I was late".
const REPORTING = new Set(
  "think thought know knew believe believed hope hoped say said feel felt realise realised realize realized mean meant guess suppose supposed see saw hear heard find found notice noticed decide decided wish wished remember remembered understand understood tell told ask asked show showed promise promised expect expected imagine imagined learn learnt learned discover discovered agree agreed".split(
    " ",
  ),
);
const NO_BREAK_AFTER = new Set([
  ...CLAUSE_OPENERS,
  ...PREPOSITIONS,
  ...ARTICLES,
  ...POSSESSIVES,
  ...REPORTING,
  "that",
  "than",
  "not",
  "whether",
  "what",
  "which",
  "who",
  "how",
  "why",
]);
const VERB_TAGS = new Set(["PresentTense", "PastTense", "Infinitive", "Copula", "Modal", "Auxiliary", "Gerund"]);
const MAX_CLAUSE_WORDS = 15;

/** Where the main clause begins after an opening subordinate clause (its subject), or undefined. */
function mainClauseStart(doc: Document, first: number, end: number): Word | undefined {
  let hasVerb = false;
  for (let k = first + 1; k < Math.min(end, first + MAX_CLAUSE_WORDS); k++) {
    const word = doc.words[k]!;
    // The writer punctuated the sentence: it is theirs to punctuate.
    if (!word.joined) return undefined;
    const previous = doc.words[k - 1]!;
    if (hasVerb && k > first + 2 && SUBJECT_ONLY_PRONOUNS.has(word.lower) && !NO_BREAK_AFTER.has(previous.lower))
      return word;
    hasVerb ||= lexiconTags(word.lower).some((tag) => VERB_TAGS.has(tag));
  }
  return undefined;
}

/** 'If it rains we stay in' → 'If it rains, we stay in': a comma ends a clause that opens the sentence. */
export const introductoryClauseComma: Rule = {
  id: "introductory-clause-comma",
  description: "Puts a comma after a clause with 'if', 'when', 'although'… that opens a sentence.",
  category: "punctuation",
  label: "A comma after an opening clause (If it rains, …)",
  optional: true,
  // On by default: it is the usual punctuation, and optional, so grading ignores it. The W&I
  // annotators add this comma (20 right, 6 not), the FCE annotators mostly do not (1 right, 9 not).
  enabledByDefault: true,
  examples: {
    wrong: [
      ["If it rains we will stay at home.", "If it rains, we will stay at home."],
      ["When I was a child I lived in Rome.", "When I was a child, I lived in Rome."],
      ["Although the food was cold they enjoyed the evening.", "Although the food was cold, they enjoyed the evening."],
      ["When I realised it was late I ran home.", "When I realised it was late, I ran home."],
      ["When I think about it I smile.", "When I think about it, I smile."],
    ],
    right: [
      "If it rains, we will stay at home.",
      "When I was a child, I lived in Rome.",
      "If you want, you can take it.",
      "When I think about it, I smile.",
      "Once they arrive, we can start.",
      "When you and I met, it was raining.",
      "I stay at home if it rains.",
      "After the film we went home.",
      "Before dinner I read a book.",
      "If I knew that they were coming, I would cook.",
      "When I told him, he laughed.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const sentence of doc.sentences) {
      const opener = doc.words[sentence.firstWord];
      if (!opener || opener.start !== sentence.start || !OPENERS.has(opener.lower)) continue;
      const subject = mainClauseStart(doc, sentence.firstWord, sentence.endWord);
      if (!subject) continue;
      const end = doc.words[subject.index - 1]!.end;
      findings.push({
        start: end,
        end,
        replacement: ",",
        explanation: `Put a comma after the '${opener.lower}' clause, before the main clause: '…, ${subject.text} …'.`,
      });
    }
    return findings;
  },
};
