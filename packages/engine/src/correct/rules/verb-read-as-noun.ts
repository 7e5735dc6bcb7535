import {
  BE_FORMS,
  CLAUSE_OPENERS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  DETERMINERS,
  EITHER_NUMBER_NOUNS,
  RELATIVE_PRONOUNS,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import type { Document, Span, Word } from "../../document/document";
import { isCommonBaseVerb, lexiconTags, verbForms } from "../../document/inflection";
import { finishedTimeMarkers } from "../../document/time-markers";
import { isAdjective, readAsFiniteVerb } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";
import { thirdPersonOf } from "./subject-verb-agreement";

/**
 * 'My sister study biology', 'The water taste strange', 'My phone break yesterday': a singular
 * noun subject and a verb in its base form that the tagger reads as one more noun ('sister
 * study'), as a learner writes it. Read only where the clause has no other verb, since a clause
 * needs one: 'The bus stop is near' keeps its compound noun, and so does 'The state park in
 * Aiken, South Carolina has…'.
 */

const CLAUSE_ENDS = new Set([...CLAUSE_OPENERS, ...RELATIVE_PRONOUNS]);
// The subject's first word: a determiner, but not 'a' or 'an' ('a bus stop at every village' is a description).
const OPENERS = new Set([...DETERMINERS].filter((word) => word !== "a" && word !== "an"));

const isSmall = (word: Word) => /^[a-z]+$/.test(word.text);
const isSingularNoun = (word: Word, doc: Document) => {
  const { tags } = doc.tags(word.index);
  return (
    isSmall(word) &&
    tags.includes("Noun") &&
    !tags.includes("Plural") &&
    !tags.includes("Pronoun") &&
    !EITHER_NUMBER_NOUNS.has(word.lower) &&
    !lexiconTags(word.lower).some((tag) => tag === "Plural" || tag === "Adjective")
  );
};
const AUXILIARIES = new Set([...BE_FORMS, ...HAVE_FORMS, ...DO_FORMS, ...MODALS, "am"]);
const isBaseVerb = (word: Word) => isSmall(word) && !AUXILIARIES.has(word.lower) && isCommonBaseVerb(word.lower);

/** The word after the subject's head noun and an 'of' or 'in' phrase after it: 'the price of petrol rise'. */
function afterSubject(doc: Document, head: Word, end: number): number {
  let i = head.index + 1;
  const next = doc.words[i];
  if (!next?.joined || i >= end || !["of", "in", "on"].includes(next.lower)) return i;
  i++;
  if (DETERMINERS.has(doc.words[i]?.lower ?? "")) i++;
  const noun = doc.words[i];
  return noun && i < end && isSingularNoun(noun, doc) ? i + 1 : head.index + 1;
}

/** The clause's end: the next clause opener or punctuation after `from`, or the sentence's end. */
function clauseEnd(doc: Document, sentence: Span, from: number): number {
  for (let i = from + 1; i < sentence.endWord; i++) {
    if (!doc.words[i]!.joined || CLAUSE_ENDS.has(doc.words[i]!.lower)) return i;
  }
  return sentence.endWord;
}

/** Whether a word other than `verb` is a finite verb of the subject's: not after 'to' or a new subject pronoun. */
function hasOtherVerb(doc: Document, from: number, end: number, verb: number): boolean {
  for (let i = from; i < end; i++) {
    const before = doc.words[i - 1];
    if (i === verb || !before) continue;
    // After 'to', an auxiliary or a new subject it is another clause's ('plan to build', 'every time I open', 'we must hurry');
    // after a describing word or a determiner it is a noun ('long walks', 'the works').
    if (before.lower === "to" || SUBJECT_PRONOUNS.has(before.lower) || AUXILIARIES.has(before.lower)) continue;
    if (DETERMINERS.has(before.lower) || doc.tags(before.index).tags.includes("Adjective")) continue;
    if (readAsFiniteVerb(doc.words[i]!, doc)) return true;
  }
  return false;
}

/** The subject's first word: the sentence's first, or the first after a finished time that opens it ('Last night the storm'). */
function subjectStarts(doc: Document, sentence: Span): number[] {
  const starts = [sentence.firstWord];
  const opening = finishedTimeMarkers(doc, sentence).find((marker) => marker.firstWord === sentence.firstWord);
  if (opening) starts.push(opening.endWord);
  return starts;
}

export const verbReadAsNoun: Rule = {
  id: "verb-read-as-noun",
  description: "Gives a singular noun subject's verb its '-s' (or its past, at a finished time): 'my sister studies'.",
  category: "subject-verb agreement",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My sister study biology at university.", "My sister studies biology at university."],
      ["The water taste strange in this hotel.", "The water tastes strange in this hotel."],
      ["My uncle work at the post office.", "My uncle works at the post office."],
      ["The price of petrol rise every year.", "The price of petrol rises every year."],
      ["Last night the storm damage many houses.", "Last night the storm damaged many houses."],
      ["The film start at nine, so we must hurry.", "The film starts at nine, so we must hurry."],
    ],
    right: [
      "The bus stop is near my house.",
      "My mother tongue is Spanish.",
      "The school trip was great.",
      "Our school trip to Paris",
      "My phone case broke yesterday.",
      "A bus stop at every village would help.",
      "The police check everyone.",
      "My family love the sea.",
      "The film starts at nine.",
      "Their house plan to the council was refused.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const sentence of doc.sentences) {
      const text = doc.text.slice(sentence.start, sentence.end).trimEnd();
      if (!/[.!?]$/.test(text)) continue;
      for (const start of subjectStarts(doc, sentence)) {
        const opener = doc.words[start];
        if (!opener || !OPENERS.has(opener.lower) || start + 2 >= sentence.endWord) continue;
        // Up to two describing words before the noun: 'my best friend', 'the old red bus'.
        let h = start + 1;
        while (h < start + 3 && doc.words[h]?.joined && isAdjective(doc.words[h]!, doc)) h++;
        const head = doc.words[h];
        if (!head?.joined || !isSingularNoun(head, doc)) continue;
        const end = clauseEnd(doc, sentence, start);
        let v = afterSubject(doc, head, end);
        // A noun before the head: 'the hotel room look'.
        const second = doc.words[v];
        if (v === head.index + 1 && second?.joined && !isBaseVerb(second) && isSingularNoun(second, doc)) v++;
        const verb = doc.words[v];
        // The verb is not the sentence's last word: 'Our school trip.' is a title.
        if (!verb?.joined || v + 1 >= sentence.endWord || v >= end || !isBaseVerb(verb)) continue;
        // The rest of the sentence too: 'The state park in Aiken, South Carolina has…'.
        if (hasOtherVerb(doc, start, sentence.endWord, v)) continue;
        const past = finishedTimeMarkers(doc, sentence).some((marker) => marker.kind === "finished");
        const form = past ? verbForms(verb.lower)?.past : thirdPersonOf(verb.lower, true);
        if (!form || form === verb.lower) continue;
        const subject = doc.text.slice(opener.start, doc.words[v - 1]!.end).toLowerCase();
        findings.push({
          start: verb.start,
          end: verb.end,
          replacement: matchCase(verb.text, form),
          explanation: past
            ? `This happened in the past, so use the past tense: '${subject} ${form}'.`
            : `The subject '${subject}' is singular, so use '${form}'.`,
        });
      }
    }
    return findings;
  },
};
