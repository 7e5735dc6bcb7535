import {
  MID_POSITION_ADVERBS,
  MODALS,
  PREPOSITIONS,
  QUESTION_WORDS,
  SUBJECT_ONLY_PRONOUNS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { infinitiveOfPresent } from "../../document/inflection";
import {
  type GrammaticalNumber,
  type NounPhrase,
  objectAt,
  opensNounPhrase,
  subjectAt,
} from "../../document/noun-phrase";
import { followingWord, sequence, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";
import { inPastSentence, thirdPersonOf } from "./subject-verb-agreement";

// 'be', 'have' and 'do' in the form each number takes.
const FOR_SINGULAR: ReadonlyMap<string, string> = new Map([
  ["are", "is"],
  ["aren't", "isn't"],
  ["were", "was"],
  ["weren't", "wasn't"],
  ["have", "has"],
  ["haven't", "hasn't"],
  ["do", "does"],
  ["don't", "doesn't"],
]);
export const FOR_PLURAL: ReadonlyMap<string, string> = new Map(
  [...FOR_SINGULAR].map(([plural, singular]) => [singular, plural]),
);
// After these a clause begins with its subject: 'I think that most people', 'I believe everyone'.
const BEFORE_A_CLAUSE = new Set(["that", "whether", "unless", "think", "believe", "hope", "guess", "suppose"]);
// Words that open a clause, or join two subjects or objects, or begin a phrase: 'my brother and my sister have'.
const NOT_CLAUSE_OPENERS = new Set(["and", "or", "as", "after", "before", "until", "since"]);
// A finite verb or a subject pronoun right after the verb shows the phrase was misread: 'the school run is'.
const FINITE_AUXILIARIES = new Set([...MODALS, ...FOR_SINGULAR.keys(), ...FOR_PLURAL.keys(), "am"]);
// The 'do' that begins a question: 'Does your parents live…?'.
const QUESTION_DO = sequence(["do", "does", "don't", "doesn't", "don\u2019t", "doesn\u2019t"]);
// Verbs that come before their subject after a phrase of place or manner ('Here comes the bus').
const INVERSION_VERBS = new Set(["come", "go", "lie", "stand", "sit", "follow", "remain", "exist", "arise"]);
const NOUN_PHRASE_TAGS = ["Determiner", "Adjective", "Noun", "Value"];
// 'If everyone were', 'It is important that each student have': the subjunctive.
const SUBJUNCTIVE =
  /\b(?:if|wish|though|important|essential|necessary|vital|suggests?|suggested|recommends?|insists?|demands?|requires?)\b/i;

/** Whether a subject may begin at the word: a clause begins there, or a short opening ('Nowadays', 'In my family') ends there. */
function mayBeginSubject(doc: Document, word: Word): boolean {
  const s = word.index;
  const previous = wordBefore(doc, word);
  if (!previous || BEFORE_A_CLAUSE.has(previous.lower)) return true;
  // 'Equality between men and women has', 'a walk after the lessons was': after 'and' or a preposition,
  // the phrase may be part of a longer subject.
  if (NOT_CLAUSE_OPENERS.has(previous.lower)) return false;
  if (doc.startsClause(s)) return true;
  if (!opensNounPhrase(word.lower)) return false;
  const first = doc.sentences[word.sentence]!.firstWord;
  if (s - first === 1) return doc.tags(first).tags.includes("Adverb");
  return PREPOSITIONS.has(doc.words[first]!.lower) && objectAt(doc, first + 1)?.end === s - 1;
}

/** The verb's form for a subject of the given number, or undefined when it already agrees or is not a present verb. */
function agreeingForm(doc: Document, verb: Word, number: GrammaticalNumber): string | undefined {
  const form = verb.lower.replace("\u2019", "'");
  const sentence = doc.text.slice(doc.sentences[verb.sentence]!.start, doc.sentences[verb.sentence]!.end);
  const auxiliary = (number === "singular" ? FOR_SINGULAR : FOR_PLURAL).get(form);
  if (auxiliary) {
    if (
      number === "singular" &&
      (form.startsWith("were") || form === "have" || form === "do") &&
      SUBJUNCTIVE.test(sentence)
    )
      return undefined;
    return matchCase(verb.text, auxiliary.replace("'", verb.text.includes("\u2019") ? "\u2019" : "'"));
  }
  // A finite verb or a subject pronoun next shows the phrase was misread: 'the school run is', 'the less time they'.
  const after = followingWord(doc, verb);
  const next = after?.lower ?? "";
  if (!/^[a-z]+$/.test(verb.text) || FINITE_AUXILIARIES.has(next) || SUBJECT_ONLY_PRONOUNS.has(next)) return undefined;
  const tags = doc.tags(verb.index).tags;
  // 'Everyone in my class like pizza': compromise reads 'like' as a preposition when no verb follows
  // ('something like that' is one).
  if (form === "like" && wordBefore(doc, verb)!.lower.endsWith("thing")) return undefined;
  const likeAsVerb =
    form === "like" &&
    !doc
      .wordsOf(doc.sentences[verb.sentence]!)
      .some((word) => word.index > verb.index && doc.tags(word.index).tags.includes("Verb"));
  if ((!tags.includes("Verb") && !likeAsVerb) || tags.includes("PastTense")) return undefined;
  if (number === "plural") {
    const base = tags.includes("PresentTense") ? infinitiveOfPresent(form) : undefined;
    // 'With the upgrades comes better grip': the subject follows the verb.
    const inverted =
      INVERSION_VERBS.has(base ?? "") &&
      after !== undefined &&
      doc.tags(after.index).tags.some((tag) => NOUN_PHRASE_TAGS.includes(tag));
    return inverted ? undefined : base;
  }
  if (inPastSentence(doc, verb) || SUBJUNCTIVE.test(sentence)) return undefined;
  return thirdPersonOf(form, tags.includes("Infinitive") || likeAsVerb);
}

/**
 * 'The books on the shelf is' → 'are', 'One of my friends live' → 'lives', 'Everyone have' → 'has':
 * a noun-phrase subject and its present-tense verb agree. The verb agrees with the phrase's noun,
 * not with a noun after 'of' or another preposition; either number is left alone where both are
 * right ('the staff are', 'my family is').
 */
export const nounSubjectAgreement: Rule = {
  id: "noun-subject-agreement",
  description: "Makes a verb agree with a noun-phrase subject ('the books on the shelf are').",
  category: "subject-verb agreement",
  label: "Subject and verb agree (the books are, everyone has)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["The books on the shelf is very old.", "The books on the shelf are very old."],
      ["One of my friends live near the station.", "One of my friends lives near the station."],
      ["Everyone have a mobile phone these days.", "Everyone has a mobile phone these days."],
      ["The price of train tickets are too high.", "The price of train tickets is too high."],
      ["Most of the students doesn't like the new timetable.", "Most of the students don't like the new timetable."],
      ["My father work in a hospital.", "My father works in a hospital."],
      ["Does your parents live near here?", "Do your parents live near here?"],
      ["Do the museum open on Sundays?", "Does the museum open on Sundays?"],
      ["The teacher always give us homework.", "The teacher always gives us homework."],
    ],
    right: [
      "The staff are very friendly.",
      "My family is very important to me.",
      "The number of students is growing.",
      "A number of students are unhappy.",
      "Most of the time is spent on revision.",
      "Neither of them is ready.",
      "Two hours is not enough.",
      "The United States is a huge country.",
      "The poor are often the first victims.",
      "The man who lives next door has a dog.",
      "If everyone were kind, life would be easy.",
      "It is important that each student have a chance.",
      "Yesterday my father worked late.",
      "With the new tyres comes better grip.",
      "Do your homework before dinner.",
      "Something like that happens every year.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const checked = new Set<number>();
    const add = (subject: NounPhrase, verb: Word, replacement: string | undefined) => {
      if (!replacement || replacement === verb.text) return;
      const words = doc.text.slice(doc.words[subject.start]!.start, doc.words[subject.end]!.end);
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement,
        explanation: `The subject '${words.toLowerCase()}' is ${subject.number}, so use '${replacement.toLowerCase()}'.`,
      });
    };
    for (const word of doc.words) {
      if (!mayBeginSubject(doc, word)) continue;
      const subject = subjectAt(doc, word.index);
      if (!subject?.number) continue;
      const next = followingWord(doc, doc.words[subject.end]!);
      // 'The teacher always give us homework'.
      const verb = next && MID_POSITION_ADVERBS.has(next.lower) ? followingWord(doc, next) : next;
      if (!verb || !doc.joined(subject.start, verb.index) || checked.has(verb.index)) continue;
      checked.add(verb.index);
      add(subject, verb, agreeingForm(doc, verb, subject.number));
    }
    // 'Do your father work…?' → 'Does your father work…?': a question's 'do' agrees with the subject after it.
    for (const { words } of QUESTION_DO.matchAll(doc)) {
      const auxiliary = words[0]!;
      if (!doc.startsClause(auxiliary.index) && !QUESTION_WORDS.has(wordBefore(doc, auxiliary)?.lower ?? "")) continue;
      const first = followingWord(doc, auxiliary);
      const subject = first && subjectAt(doc, first.index);
      const verb = subject && followingWord(doc, doc.words[subject.end]!);
      const verbTags = verb ? doc.tags(verb.index).tags : [];
      const isBase = verbTags.includes("Verb") && !verbTags.includes("PastTense") && !infinitiveOfPresent(verb!.lower);
      if (!subject?.number || !verb?.joined || !isBase) continue;
      const form = auxiliary.lower.replace("\u2019", "'");
      const replacement = (subject.number === "singular" ? FOR_SINGULAR : FOR_PLURAL).get(form);
      if (replacement) add(subject, auxiliary, matchCase(auxiliary.text, replacement));
    }
    return findings;
  },
};
