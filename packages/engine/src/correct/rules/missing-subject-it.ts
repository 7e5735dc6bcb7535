import type { Document, Word } from "../../document/document";
import { isAdjective, optional, sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// Adverbs that may stand between 'is' and its adjective: 'if is really necessary'.
const DEGREE = ["very", "really", "so", "too", "quite", "more", "most", "also", "not", "still", "always", "often"];
// Adjectives that open 'it is … to/that': 'It is important to sleep'.
const EXTRAPOSED = new Set(
  "important necessary possible impossible difficult easy hard essential good better best bad true clear obvious interesting nice great useful dangerous normal common natural likely unlikely hard fun better worse enough vital crucial advisable".split(
    " ",
  ),
);
// Words that, like 'important', let a clause follow: 'important to', 'clear that'.
const EXTRAPOSED_NEXT = new Set(["to", "that", "for"]);
// Conjunctions after which 'is' + adjective has lost its subject 'it': 'if is possible'.
const SUBJECT_LOST_AFTER = new Set(["if", "although", "though", "because"]);
// Words after which 'I think is' is a relative clause ('the one that I think is best').
const RELATIVES = new Set(["that", "which", "who", "whom", "what", "whatever", "where", "all", "as"]);

const beWithoutSubject = sequence(
  SUBJECT_LOST_AFTER,
  ["is", "was"],
  optional(DEGREE),
  (word: Word, doc: Document) => isAdjective(word, doc) || EXTRAPOSED.has(word.lower),
);
const openingBe = sequence(["is", "was"], optional(DEGREE), EXTRAPOSED, EXTRAPOSED_NEXT);
const thinkBe = sequence(["i", "we"], ["think", "believe", "hope", "guess", "suppose", "know"], ["is", "was", "will"]);

const inCapitals = (word: Word) => word.text.length > 1 && word.text === word.text.toUpperCase();

const isQuestion = (doc: Document, word: Word) =>
  doc.text.slice(doc.sentences[word.sentence]!.start, doc.sentences[word.sentence]!.end).trimEnd().endsWith("?");

/**
 * 'if is possible' → 'if it is possible', 'Is important to rest' → 'It is important to rest', 'I
 * think is good' → 'I think it is good': English needs a subject, and 'it' is the empty one.
 */
export const missingSubjectIt: Rule = {
  id: "missing-subject-it",
  description: "Adds the subject 'it' that English needs before 'is': 'if it is possible'.",
  category: "missing word",
  label: "The subject “it” (it is important)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I will come if is possible.", "I will come if it is possible."],
      ["We went out although was very cold.", "We went out although it was very cold."],
      ["Is very important to sleep well.", "It is very important to sleep well."],
      ["Is possible to pay by card?", "Is it possible to pay by card?"],
      ["I think is a good idea.", "I think it is a good idea."],
      ["WE THINK IS EXCITING.", "WE THINK IT IS EXCITING."],
      ["Personally, I believe will be difficult.", "Personally, I believe it will be difficult."],
    ],
    right: [
      "I will come if it is possible.",
      "Is it important to sleep well?",
      "Is English difficult to learn?",
      "This is the one that I think is best.",
      "What I think is important is the price.",
      "Tell me if it is ready.",
      "The film is long but is also funny.",
      "Is that true?",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const insertIt = (before: Word, at: Word) =>
      findings.push({
        start: at.start,
        end: at.start,
        replacement: `${inCapitals(at) ? "IT" : "it"} `,
        explanation: `'${at.text}' needs a subject here: '${before.text} it ${at.text}'.`,
      });
    for (const match of beWithoutSubject.matchAll(doc)) insertIt(match.words[0]!, match.words[1]!);
    for (const match of thinkBe.matchAll(doc)) {
      const [subject, think, be] = match.words as [Word, Word, Word];
      if (!doc.startsClause(subject.index) || RELATIVES.has(doc.words[subject.index - 1]?.lower ?? "")) continue;
      insertIt(think, be);
    }
    for (const match of openingBe.matchAll(doc)) {
      const be = match.words[0]!;
      if (doc.sentences[be.sentence]!.firstWord !== be.index) continue;
      findings.push(
        isQuestion(doc, be)
          ? {
              start: be.end,
              end: be.end,
              replacement: inCapitals(be) ? " IT" : " it",
              explanation: `A question with '${be.lower}' needs its subject: '${be.text} it ${match.words[1]!.text}…?'.`,
            }
          : {
              start: be.start,
              end: be.end,
              replacement: `${matchCase(be.text, "it")} ${be.lower}`,
              explanation: `English needs a subject here: 'It ${be.lower} ${match.words[1]!.text}…'.`,
            },
      );
    }
    return findings;
  },
};
