import {
  DETERMINERS,
  DO_FORMS,
  MID_POSITION_ADVERBS,
  MODALS,
  NEGATIVE_MODALS,
  QUESTION_WORDS,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { infinitiveOf, infinitiveOfPresent } from "../../document/inflection";
import { objectAt, subjectAt } from "../../document/noun-phrase";
import { wordAfter } from "../../document/clause-end";
import { optional, sequence, wordBefore } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// 'may' is left out: "may be" and "may" as a month are too often right.
const MODAL_AUXILIARIES = new Set([...MODALS, ...NEGATIVE_MODALS].filter((modal) => modal !== "may"));
// 'do' itself is left out right before a verb: "I do things", "they do sports".
const DO = new Set([...DO_FORMS].filter((form) => form !== "do"));

const isLowerCase = (word: Word) => /^[a-z]+$/.test(word.text);
// After "the will", "a can", "my will", "this can", the word is a noun, not an auxiliary.
const isAuxiliary = (auxiliaries: ReadonlySet<string>) => (word: Word, doc: Document) =>
  auxiliaries.has(word.lower) && !DETERMINERS.has(wordBefore(doc, word)?.lower ?? "");

// 'didn't went', 'can not plays'.
const AFTER_AUXILIARY = sequence(isAuxiliary(new Set([...MODAL_AUXILIARIES, ...DO])), optional("not"), isLowerCase);
// 'Does he (not) (really) wants': the verb after the question's subject.
const QUESTION_AUXILIARY = sequence(isAuxiliary(new Set([...MODAL_AUXILIARIES, ...DO_FORMS])));
const AFTER_SUBJECT = sequence(optional("not"), optional(MID_POSITION_ADVERBS), isLowerCase);

/** The base form of a past or third-person verb: 'went', 'plays', 'has' → 'go', 'play', 'have'. */
function baseOf(word: string, presentToo: boolean): string | undefined {
  if (word === "has") return "have";
  return infinitiveOf(word) ?? (presentToo ? infinitiveOfPresent(word) : undefined);
}

/** The last word of a question's subject after its auxiliary: a pronoun, a noun phrase or a name ('Does your brother'). */
function questionSubjectEnd(doc: Document, auxiliary: Word): Word | undefined {
  const word = wordAfter(doc, auxiliary);
  if (!word) return undefined;
  if (SUBJECT_PRONOUNS.has(word.lower)) return word;
  const name = /^[A-Z][a-z]+$/.test(word.text) ? objectAt(doc, word.index) : undefined;
  // Only the phrase itself, which compromise's tags keep short: 'Should the government raise taxes on…'.
  const end = (subjectAt(doc, word.index, 0) ?? name)?.end;
  return end === undefined ? undefined : doc.words[end];
}

/** Whether a question may begin at the auxiliary: it opens a clause or follows a question word. */
const mayOpenQuestion = (doc: Document, auxiliary: Word) =>
  doc.startsClause(auxiliary.index) || QUESTION_WORDS.has(wordBefore(doc, auxiliary)?.lower ?? "");

/**
 * 'didn't went' → 'didn't go', 'can plays' → 'can play', 'Does he wants' → 'Does he want': after a
 * modal or 'do', and after the subject of a question they begin, the verb has its base form.
 */
export const baseFormAfterAuxiliary: Rule = {
  id: "base-form-after-auxiliary",
  description: "Uses the base form of a verb after a modal verb or 'do'.",
  category: "verb form",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Yesterday I didn't went to school.", "Yesterday I didn't go to school."],
      ["She can plays the piano.", "She can play the piano."],
      ["He does not likes fish.", "He does not like fish."],
      ["He doesn't has a car.", "He doesn't have a car."],
      ["Does your brother plays any sport?", "Does your brother play any sport?"],
      ["Where did you went on holiday?", "Where did you go on holiday?"],
      ["Why does she always arrives late?", "Why does she always arrive late?"],
    ],
    right: [
      "Yesterday I didn't go to school.",
      "She can play the piano.",
      "He did his homework.",
      "The will was read.",
      "I did not know.",
      "It does things well.",
      "We can always win.",
      "It will be provided.",
      "How can laws protect us?",
      "Should parents help?",
      "What does she want for her birthday?",
      "Do the dishes before you go out.",
      "Did the students who came enjoy it?",
      "Will the parcel be delivered today?",
      "What do their colours, smells and shapes tell you?",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const add = (auxiliary: Word, verb: Word, base: string | undefined) => {
      if (!base || base === "be" || base === verb.lower) return;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: base,
        explanation: `After '${auxiliary.lower}', use the verb's base form: '${base}'.`,
      });
    };
    for (const { words } of AFTER_AUXILIARY.matchAll(doc)) {
      const [auxiliary, verb] = [words[0]!, words.at(-1)!];
      // After 'do', a plural noun is its object ("it does things well"); after a modal, an -ed form may
      // be a passive missing 'be' ("will be provided"), so only irregular past forms count there.
      const mayBeQuestion = mayOpenQuestion(doc, auxiliary);
      const isDo = DO.has(auxiliary.lower);
      add(
        auxiliary,
        verb,
        isDo || !verb.lower.endsWith("ed") ? baseOf(verb.lower, !isDo && !mayBeQuestion) : undefined,
      );
    }
    for (const { words } of QUESTION_AUXILIARY.matchAll(doc)) {
      const auxiliary = words[0]!;
      if (!mayOpenQuestion(doc, auxiliary)) continue;
      const subjectEnd = questionSubjectEnd(doc, auxiliary);
      const next = subjectEnd && wordAfter(doc, subjectEnd);
      const rest = next ? AFTER_SUBJECT.matchAt(doc, next.index) : undefined;
      const verb = rest?.words.at(-1);
      const tags = verb ? doc.tags(verb.index).tags : [];
      if (!verb || !tags.includes("Verb") || (!DO_FORMS.has(auxiliary.lower) && verb.lower.endsWith("ed"))) continue;
      add(auxiliary, verb, baseOf(verb.lower, tags.includes("PresentTense")));
    }
    return findings;
  },
};
