import {
  CLAUSE_OPENERS,
  HAVE_FORMS,
  PRESENT_BE,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import type { Document, Span } from "../../document/document";
import {
  infinitiveOfParticiple,
  infinitiveOfPresent,
  isBaseVerbAfterSubject,
  verbForms,
} from "../../document/inflection";
import { type Subject, subjectAt } from "../../document/subject";
import { finishedTimeMarkers, type TimeMarker } from "../../document/time-markers";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

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
// One of these may stand between the subject and its verb: 'Yesterday I also go'.
const ADVERBS = new Set(["also", "often", "always", "never", "usually", "really", "just", "finally", "first"]);
const PRESENT_DO_NOT: Record<string, string> = {
  "don't": "didn't",
  "doesn't": "didn't",
  dont: "didn't",
  doesnt: "didn't",
};
const PERFECT_NOT = new Set(["haven't", "hasn't"]);
// A sentence with one of these has a second clause, which may speak of now.
const SECOND_CLAUSE = new Set([...CLAUSE_OPENERS, ...SUBORDINATORS, ...RELATIVE_PRONOUNS]);

// What opens the object of 'have' as a verb of its own: 'we have a party', 'I have my lunch'.
const HAD_OBJECT_OPENERS = new Set(["a", "an", "my", "our", "his", "her", "their", "your", "some", "lots", "no"]);

/** Whether the sentence's tagger reads the word as a verb's base form, and as nothing else: 'I live'. */
function isBaseVerbInContext(doc: Document, index: number): boolean {
  const { tags } = doc.tags(index);
  return tags.includes("Verb") && tags.includes("Infinitive") && !tags.includes("Auxiliary") && !tags.includes("Noun");
}

/** The past form of the verb group that follows the subject, as a finding, or undefined when it is past already or not a verb. */
function pastVerbGroup(doc: Document, subject: Subject, marker: TimeMarker, opens = true): Finding | undefined {
  const words = doc.words;
  // 'Ten years ago, a family owns two cars' describes a typical family, as a present picture.
  if (words[subject.first]!.lower === "a" || words[subject.first]!.lower === "an") return undefined;
  let v = subject.end;
  if (ADVERBS.has(words[v]?.lower ?? "") && words[v + 1]?.joined) v++;
  const verb = words[v];
  if (!verb || !verb.joined || verb.sentence !== words[subject.first]!.sentence) return undefined;
  const next = words[v + 1]?.joined ? words[v + 1] : undefined;
  const was = subject.thirdSingular || subject.pronoun === "i" ? "was" : "were";
  const finding = (end: number, past: string): Finding => ({
    start: verb.start,
    end,
    replacement: matchCase(verb.text, past),
    explanation: `This happened in the past, so use the past tense: '${past}'.`,
  });
  const lower = verb.lower.replace("\u2019", "'");
  // 'Last year I have moved' → 'moved': a finished time takes the past simple, not the present perfect ('in the past' takes both).
  if ((HAVE_FORMS.has(lower) || PERFECT_NOT.has(lower)) && next && marker.kind !== "past") {
    if (!/^(have|has|haven't|hasn't)$/.test(lower)) return undefined;
    // 'A week ago we have a party': 'have' with its object is a verb of its own, in the past 'had'.
    if (/^(have|has)$/.test(lower) && HAD_OBJECT_OPENERS.has(next.lower)) return finding(verb.end, "had");
    const base = next.lower === "been" ? "be" : infinitiveOfParticiple(next.lower);
    if (!base || !/^[a-z]+$/.test(next.text)) return undefined;
    if (PERFECT_NOT.has(lower)) return finding(next.end, `didn't ${base}`);
    if (base !== "be") return finding(next.end, verbForms(base)!.past);
    return words[v + 2]?.lower === "to" ? finding(next.end, "went") : finding(next.end, was);
  }
  // 'I am great, especially last weekend': 'be' changes only under a marker that opens the sentence.
  if (PRESENT_BE.has(lower)) return opens ? finding(verb.end, was) : undefined;
  if (lower in PRESENT_DO_NOT) {
    if (!next || !isBaseVerbAfterSubject(next.lower)) return undefined;
    return finding(verb.end, PRESENT_DO_NOT[lower]!);
  }
  if (!/^[a-z]+$/.test(verb.text)) return undefined;
  // A noun-phrase subject's verb must be tagged as one in context: 'our town opens'.
  // A singular one's base form counts too: 'my phone stop working last week'.
  if (!subject.pronoun) {
    const tags = doc.tags(v).tags;
    const present = tags.includes("PresentTense") || (subject.thirdSingular && tags.includes("Infinitive"));
    if (!tags.includes("Verb") || !present || tags.includes("Auxiliary")) return undefined;
  }
  // After 'I' or 'we', the sentence's tagger may know a verb the lexicon lists otherwise ('live').
  const readAsBase =
    isBaseVerbAfterSubject(verb.text) ||
    ((subject.pronoun !== undefined || subject.thirdSingular) &&
      isBaseVerbInContext(doc, v) &&
      verbForms(verb.text) !== undefined);
  const base = readAsBase ? verb.text : infinitiveOfPresent(verb.text);
  if (!base || NOW_VERBS.has(base)) return undefined;
  const past = verbForms(base)?.past;
  if (!past || past === verb.text) return undefined;
  return finding(verb.end, past);
}

/** The subject of the clause a sentence's time marker governs, if the marker governs one. */
function governedSubject(
  doc: Document,
  sentence: Span,
  markers: TimeMarker[],
): [Subject, TimeMarker, boolean] | undefined {
  const opening = markers.find((marker) => marker.firstWord === sentence.firstWord);
  if (opening) {
    // 'When I was a child(,) I play': the main clause follows the comma, or is the next subject with a verb.
    if (opening.kind === "when") {
      const comma = doc.text.slice(opening.end, sentence.end).indexOf(",");
      const from = comma < 0 ? opening.endWord : doc.words.findIndex((word) => word.start > opening.end + comma);
      const last = comma < 0 ? Math.min(sentence.endWord, from + 6) : from + 1;
      for (let j = from; j < last; j++) {
        const subject = subjectAt(doc, j);
        if (subject && pastVerbGroup(doc, subject, opening)) return [subject, opening, true];
      }
      return undefined;
    }
    const subject = subjectAt(doc, opening.endWord);
    return subject && doc.words[opening.endWord]!.sentence === doc.words[opening.firstWord]!.sentence
      ? [subject, opening, true]
      : undefined;
  }
  // A one-clause sentence with a marker anywhere: 'I have seen him yesterday at the station.'
  if (doc.wordsOf(sentence).some((word) => SECOND_CLAUSE.has(word.lower))) return undefined;
  const subject = subjectAt(doc, sentence.firstWord);
  return subject ? [subject, markers[0]!, false] : undefined;
}

/** 'Yesterday I go to the park' → 'Yesterday I went to the park': a sentence about the past takes the past tense. */
export const pastTimeTense: Rule = {
  id: "past-time-tense",
  description: "Puts a verb in the past simple in a sentence that says it happened at a finished time.",
  category: "tense",
  label: "The past tense (Yesterday I went)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Yesterday I go to the cinema with my friends.", "Yesterday I went to the cinema with my friends."],
      ["We visit my grandmother last weekend.", "We visited my grandmother last weekend."],
      ["Two years ago she lives in Paris.", "Two years ago she lived in Paris."],
      ["Last year I have moved to a new city.", "Last year I moved to a new city."],
      ["When I was a child, I play outside.", "When I was a child, I played outside."],
      ["In 2015 my cousin opens a shop.", "In 2015 my cousin opened a shop."],
      ["When we were young, we live near the sea.", "When we were young, we lived near the sea."],
      ["Last Saturday we have a barbecue in the garden.", "Last Saturday we had a barbecue in the garden."],
    ],
    right: [
      "Yesterday I went to the cinema.",
      "I think it is good, but yesterday was bad.",
      "Last week I think I saw him.",
      "I go to the cinema every week.",
      "Yesterday I can swim.",
      "Ten years ago, a family owns two cars and it satisfies them.",
      "I tell you about the concert which I saw last month.",
      "In the past, I have tried many diets.",
      "The last year has been hard.",
      "In the past few years, prices have risen.",
      "I am fine after the concert last weekend.",
      "In the past, we have a lot of fun there.",
      "Since last week I have a cold.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const sentence of doc.sentences) {
      const markers = finishedTimeMarkers(doc, sentence);
      if (markers.length === 0) continue;
      const governed = governedSubject(doc, sentence, markers);
      const finding = governed && pastVerbGroup(doc, ...governed);
      if (finding) findings.push(finding);
    }
    return findings;
  },
};
