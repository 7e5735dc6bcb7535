import { PAST_TIME_MARKERS, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import { infinitiveOfPresent, isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import type { Finding, Rule } from "../types";

// A sentence that opens with a past-time marker, or a one-clause sentence that ends with one, tells of the past.
const OPENING_MARKER = new RegExp(`^(?:${PAST_TIME_MARKERS})\\b,?`, "i");
const CLOSING_MARKER = new RegExp(`\\b(?:${PAST_TIME_MARKERS})[.!]?$`, "i");
const SECOND_CLAUSE = /\b(?:which|that|who|when|because|and|but|if|so|while|where)\b/i;
// Verbs of opinion speak of now even in a story: "Yesterday I saw it and I think it is good".
const NOW_VERBS = new Set([
  "dare",
  "think",
  "believe",
  "hope",
  "guess",
  "suppose",
  "know",
  "remember",
  "agree",
  "mean",
  "wish",
  "promise",
  "recommend",
  "be",
  "have",
  "do",
  "can",
  "will",
  "must",
  "may",
  "need",
]);

/** 'Yesterday I go to the park' → 'Yesterday I went to the park': a sentence about the past takes the past tense. */
export const pastTimeTense: Rule = {
  id: "past-time-tense",
  description: "Puts a verb in the past tense in a sentence that says it happened in the past.",
  category: "tense",
  label: "The past tense (Yesterday I went)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Yesterday I go to the cinema with my friends.", "Yesterday I went to the cinema with my friends."],
      ["We visit my grandmother last weekend.", "We visited my grandmother last weekend."],
      ["Two years ago she lives in Paris.", "Two years ago she lived in Paris."],
    ],
    right: [
      "Yesterday I went to the cinema.",
      "I think it is good, but yesterday was bad.",
      "Last week I think I saw him.",
      "I go to the cinema every week.",
      "Yesterday I can swim.",
      "Ten years ago, a family owns two cars and it satisfies them.",
      "I tell you about the concert which I saw last month.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const sentence of doc.sentences) {
      const text = doc.text.slice(sentence.start, sentence.end);
      const opening = OPENING_MARKER.exec(text);
      if (!opening && !(CLOSING_MARKER.test(text) && !SECOND_CLAUSE.test(text))) continue;
      // The subject opens the sentence, or follows the opening marker: later clauses may speak of now.
      const first = opening
        ? doc.words.findIndex((word) => word.start >= sentence.start + opening[0].length)
        : sentence.firstWord;
      const [subject, verb] = [doc.words[first], doc.words[first + 1]];
      if (!subject || !verb || first + 1 >= sentence.endWord || !SUBJECT_PRONOUNS.has(subject.lower)) continue;
      if (!/^[a-z]+$/.test(verb.text) || !verb.joined) continue;
      const base = isBaseVerbAfterSubject(verb.text) ? verb.text : infinitiveOfPresent(verb.text);
      if (!base || NOW_VERBS.has(base)) continue;
      const past = verbForms(base)?.past;
      if (!past || past === verb.text) continue;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: past,
        explanation: `This happened in the past, so use the past tense: '${past}'.`,
      });
    }
    return findings;
  },
};
