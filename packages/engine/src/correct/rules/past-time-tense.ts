import { infinitiveOfPresent, isBaseVerbAfterSubject, verbForms } from "../inflection";
import type { Finding, Rule } from "../types";
import { onlySpaceBetween, words } from "../words";

const SUBJECTS = new Set(["i", "you", "we", "they", "he", "she", "it"]);
// A sentence that opens with one of these, or a one-clause sentence that ends with one, tells of the past.
const OPENING_MARKER = /^(?:yesterday|last (?:night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|many|\d+) (?:days?|weeks?|months?|years?) ago)\b,?/i;
const CLOSING_MARKER = /\b(?:yesterday|last (?:night|week|weekend|month|year|summer)|(?:days?|weeks?|months?|years?) ago)[.!]?$/i;
const SECOND_CLAUSE = /\b(?:which|that|who|when|because|and|but|if|so|while|where)\b/i;
// Verbs of opinion speak of now even in a story: "Yesterday I saw it and I think it is good".
const NOW_VERBS = new Set(["dare", "think", "believe", "hope", "guess", "suppose", "know", "remember", "agree", "mean", "wish", "promise", "recommend", "be", "have", "do", "can", "will", "must", "may", "need"]);

/** The sentences of a text, with their offsets. */
function sentences(text: string) {
  return [...text.matchAll(/[^.!?\n]+[.!?]*/g)].map((m) => ({ text: m[0], start: m.index }));
}

/** 'Yesterday I go to the park' → 'Yesterday I went to the park': a sentence about the past takes the past tense. */
export const pastTimeTense: Rule = {
  id: "past-time-tense",
  description: "Puts a verb in the past tense in a sentence that says it happened in the past.",
  category: "tense",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Yesterday I go to the cinema with my friends.", "Yesterday I went to the cinema with my friends."],
      ["We visit my grandmother last weekend.", "We visited my grandmother last weekend."],
      ["Two years ago she lives in Paris.", "Two years ago she lived in Paris."],
    ],
    right: ["Yesterday I went to the cinema.", "I think it is good, but yesterday was bad.", "Last week I think I saw him.", "I go to the cinema every week.", "Yesterday I can swim.", "Ten years ago, a family owns two cars and it satisfies them.", "I tell you about the concert which I saw last month."],
  },
  check(text) {
    const findings: Finding[] = [];
    for (const sentence of sentences(text)) {
      const trimmed = sentence.text.trim();
      const opening = OPENING_MARKER.exec(trimmed);
      if (!opening && !(CLOSING_MARKER.test(trimmed) && !SECOND_CLAUSE.test(trimmed))) continue;
      const tokens = words(sentence.text);
      // The subject opens the sentence, or follows the opening marker: later clauses may speak of now.
      const markerWords = opening ? words(opening[0]).length : 0;
      const subject = tokens[markerWords];
      const verb = tokens[markerWords + 1];
      if (!subject || !SUBJECTS.has(subject.text.toLowerCase())) continue;
      if (!subject || !verb || !/^[a-z]+$/.test(verb.text) || !onlySpaceBetween(sentence.text, subject.end, verb.start)) continue;
      const base = isBaseVerbAfterSubject(verb.text) ? verb.text : infinitiveOfPresent(verb.text);
      if (!base || NOW_VERBS.has(base)) continue;
      const past = verbForms(base)?.past;
      if (!past || past === verb.text) continue;
      findings.push({ start: sentence.start + verb.start, end: sentence.start + verb.end, replacement: past, explanation: `This happened in the past, so use the past tense: '${past}'.` });
    }
    return findings;
  },
};
