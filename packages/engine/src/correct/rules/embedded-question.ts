import { DETERMINERS, MODALS, QUESTION_WORDS, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import { wordAfter, wordsUntilEnd } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import { anyWord, optional, runBefore, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// Words that open an indirect question: 'I wonder where', 'tell me when', 'not sure what'.
const ASKING = new Set(
  "know knows knew wonder wonders wondered wondering tell told ask asks asked remember forget forgot understand explain sure idea".split(
    " ",
  ),
);
const LOOK_BACK = 4;
// 'how old', 'what time': the question word with the word it asks about.
const ASKED_ABOUT = ["old", "long", "much", "many", "far", "often", "big", "time", "day", "kind", "colour", "color"];
const BE = ["is", "are", "was", "were"];
// 'where is the station' (the subject follows 'be') and 'where can I buy' (a pronoun follows a modal).
const INVERTED = sequence(QUESTION_WORDS, optional(ASKED_ABOUT), [...BE, ...MODALS]);
// 'where does he live': 'do' carries the tense, which the verb takes back in an indirect question.
const WITH_DO = sequence(
  QUESTION_WORDS,
  optional(ASKED_ABOUT),
  ["do", "does", "did"],
  SUBJECT_PRONOUNS,
  (word, doc) => isBaseVerbAfterSubject(word.lower) || doc.tags(word.index).tags.includes("Infinitive"),
);
const CLAUSE_END_WORDS = new Set(["now", "today", "tonight", "then", "exactly"]);
// Words after the determiner: a subject that runs on to this many is not a short noun phrase.
const NOUN_PHRASE_AT_MOST = 3;

/** Whether a verb that opens an indirect question comes shortly before, in the same clause. */
function asked(doc: Document, questionWord: Word): boolean {
  return runBefore(doc, questionWord, anyWord)
    .slice(-LOOK_BACK)
    .some((word) => ASKING.has(word.lower));
}

/** The subject after the verb: a pronoun, or (after 'be' and a question word that is not the subject) a short noun phrase that ends the clause. */
function subjectAfter(doc: Document, verb: Word, nounPhraseAllowed: boolean): Word[] | undefined {
  const first = wordAfter(doc, verb);
  if (!first) return undefined;
  if (SUBJECT_PRONOUNS.has(first.lower)) {
    // 'your idea, which is you can…': a verb after the pronoun makes it the subject of a new clause.
    const next = wordAfter(doc, first);
    const verbNext =
      BE.includes(verb.lower) && next && (MODALS.has(next.lower) || doc.tags(next.index).tags.includes("Verb"));
    return verbNext ? undefined : [first];
  }
  if (!nounPhraseAllowed || !DETERMINERS.has(first.lower)) return undefined;
  // The determiner and one or two nouns or adjectives, then the clause's end: 'the station', 'the new station'.
  const rest = wordsUntilEnd(doc, first, CLAUSE_END_WORDS, NOUN_PHRASE_AT_MOST);
  if (rest.length === 0 || rest.length === NOUN_PHRASE_AT_MOST) return undefined;
  const describesOrNames = (word: Word) => {
    const { tags } = doc.tags(word.index);
    return tags.some((tag) => tag === "Noun" || tag === "Adjective") && !tags.includes("Pronoun");
  };
  return rest.every(describesOrNames) ? [first, ...rest] : undefined;
}

/** 'I wonder where is he' → 'I wonder where he is': in an indirect question the subject comes before the verb. */
export const embeddedQuestion: Rule = {
  id: "embedded-question",
  description: "Puts the subject before the verb in an indirect question: 'I wonder where he is'.",
  category: "word order",
  label: "Indirect questions (I wonder where he is)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I wonder where is he.", "I wonder where he is."],
      ["Can you tell me where is the station?", "Can you tell me where the station is?"],
      ["Do you know what time is it now?", "Do you know what time it is now?"],
      ["I don't know where can I park.", "I don't know where I can park."],
      ["Do you know where does he live?", "Do you know where he lives?"],
    ],
    right: [
      "I wonder where he is.",
      "Where is he?",
      "I know who is coming.",
      "I don't know what is wrong with it.",
      "Tell me what is the best way to go.",
      "I don't know. Where is he?",
      "I know who did it first.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of INVERTED.matchAll(doc)) {
      const questionWord = words[0]!;
      const verb = words.at(-1)!;
      if (!asked(doc, questionWord)) continue;
      // 'what' or 'who' alone may be the subject itself ('what is the best way'), so only a pronoun counts then.
      const couldBeSubject = ["what", "who", "which"].includes(questionWord.lower) && words.length === 2;
      const subject = subjectAfter(doc, verb, BE.includes(verb.lower) && !couldBeSubject);
      if (!subject) continue;
      const subjectText = doc.text.slice(subject[0]!.start, subject.at(-1)!.end);
      findings.push({
        start: verb.start,
        end: subject.at(-1)!.end,
        replacement: `${subjectText} ${verb.text}`,
        explanation: "In an indirect question, the subject comes before the verb: 'I wonder where he is'.",
      });
    }
    for (const { words } of WITH_DO.matchAll(doc)) {
      const [questionWord] = words as [Word];
      const [helper, subject, verb] = words.slice(-3) as [Word, Word, Word];
      const forms = verbForms(verb.lower);
      if (!forms || !asked(doc, questionWord)) continue;
      const tensed = helper.lower === "does" ? forms.present : helper.lower === "did" ? forms.past : verb.lower;
      findings.push({
        start: helper.start,
        end: verb.end,
        replacement: `${subject.text} ${tensed}`,
        explanation: `In an indirect question there is no 'do' and the subject comes first: '${subject.lower === "i" ? "I" : subject.lower} ${tensed}'.`,
      });
    }
    return findings;
  },
};
