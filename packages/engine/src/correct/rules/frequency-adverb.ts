import {
  BE_FORMS,
  CLAUSE_OPENERS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  SUBJECT_PRONOUNS,
  RELATIVE_PRONOUNS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { infinitiveOf, infinitiveOfPresent, isBaseVerbAfterSubject, lexiconTags } from "../../document/inflection";
import { followingWord, sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// Adverbs of frequency that stand before the main verb; 'often' and 'sometimes' may also end a clause.
const FREQUENCY = ["always", "never", "usually", "rarely", "seldom", "often"];
const isSubject = (word: Word, doc: Document) =>
  SUBJECT_PRONOUNS.has(word.lower) ||
  (doc.tags(word.index).tags.includes("Noun") && !doc.tags(word.index).tags.includes("Pronoun"));
/** A finite main verb: 'go', 'goes', 'went' (not 'be', 'have', 'do' or a modal, which the adverb follows). */
const isMainVerb = (word: Word, doc: Document) =>
  !BE_FORMS.has(word.lower) &&
  !HAVE_FORMS.has(word.lower) &&
  !DO_FORMS.has(word.lower) &&
  !MODALS.has(word.lower) &&
  (infinitiveOfPresent(word.lower) !== undefined ||
    infinitiveOf(word.lower) !== undefined ||
    (isBaseVerbAfterSubject(word.lower) && doc.tags(word.index).tags.includes("Verb")));
// A verb after the adverb shows it already stands before its verb ('things people say always hurt').
const isVerb = (word: Word, doc: Document) =>
  doc.tags(word.index).tags.includes("Verb") &&
  lexiconTags(word.lower).some((tag) =>
    ["Infinitive", "PastTense", "PresentTense", "Gerund", "Participle"].includes(tag),
  );
// After these the adverb belongs to what follows ('said never again').
const AFTER_ADVERB_STAYS = new Set(["again", "before", "ever", "enough", "once", "more", "less"]);
const CLAUSE_BREAK = new Set([...CLAUSE_OPENERS, ...SUBORDINATORS, ...RELATIVE_PRONOUNS]);
const ends = (doc: Document, word: Word) => endsAfter(doc, word, CLAUSE_BREAK);

// 'I go always' (the adverb after a main verb) and 'I always am' (before a form of 'be').
const VERB_THEN_ADVERB = sequence(isSubject, isMainVerb, FREQUENCY);
// 'it never is' may stand for a whole clause, so 'it' is left out.
const ADVERB_THEN_BE = sequence(
  (word, doc) => word.text !== "i" && word.lower !== "it" && isSubject(word, doc),
  FREQUENCY,
  ["am", "is", "are"],
);
// What follows 'am always': how or where the subject is ('tired', 'at home', 'the first').
const describes = (word: Word, doc: Document) =>
  doc.tags(word.index).tags.some((tag) => ["Adjective", "Preposition", "Determiner", "Adverb"].includes(tag)) ||
  lexiconTags(word.lower).includes("Adjective");

/** 'I go always' → 'I always go', 'I always am tired' → 'I am always tired'. */
export const frequencyAdverb: Rule = {
  id: "frequency-adverb",
  description:
    "Puts 'always', 'never', 'usually' before the main verb but after 'be': 'I always go', 'I am always late'.",
  category: "word order",
  label: "Where 'always' and 'never' go",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I go always to school by bus.", "I always go to school by bus."],
      ["He never is late.", "He is never late."],
    ],
    right: [
      "I always go to school by bus.",
      "He is never late.",
      "We meet often.",
      "Things people say always hurt.",
      "That is how it always is.",
      "I have always liked it.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of VERB_THEN_ADVERB.matchAll(doc)) {
      const [, verb, adverb] = words as [Word, Word, Word];
      const next = followingWord(doc, adverb);
      if (ends(doc, adverb) || (next && (isVerb(next, doc) || AFTER_ADVERB_STAYS.has(next.lower)))) continue;
      findings.push({
        start: verb.start,
        end: adverb.end,
        replacement: `${matchCase(verb.text, adverb.lower)} ${verb.lower}`,
        explanation: `'${adverb.lower}' goes before the main verb: '${adverb.lower} ${verb.lower}'.`,
      });
    }
    for (const { words } of ADVERB_THEN_BE.matchAll(doc)) {
      const [, adverb, be] = words as [Word, Word, Word];
      const next = followingWord(doc, be);
      if (ends(doc, be) || !next || !describes(next, doc)) continue;
      findings.push({
        start: adverb.start,
        end: be.end,
        replacement: `${matchCase(adverb.text, be.lower)} ${adverb.lower}`,
        explanation: `'${adverb.lower}' goes after 'am', 'is' or 'are': '${be.lower} ${adverb.lower}'.`,
      });
    }
    return findings;
  },
};
