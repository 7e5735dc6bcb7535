import { DETERMINERS, MODALS, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import { anyWord, followingWord, runBefore, wordBefore } from "../../document/pattern";
import type { Document, Word } from "../../document/document";
import { lexiconTags } from "../../document/inflection";
import type { Finding, Rule } from "../types";

// 'but' and 'so' join two clauses; 'and' and 'or' join words and phrases as often, and are left alone.
const CONJUNCTIONS = new Set(["but", "so"]);
// What begins the second clause: a subject ('but it was', 'so we went', 'but the hotel was').
const SUBJECTS = new Set([...SUBJECT_PRONOUNS, ...DETERMINERS, "there", "this", "everyone", "everybody", "nobody"]);
// Contracted subjects: "but it's", "so I'm".
const CONTRACTED_SUBJECT = /^(?:i|you|he|she|it|we|they|there|that)['\u2019](?:m|re|s|ve|ll|d)$/;
const VERB_TAGS = new Set(["PresentTense", "PastTense", "Copula", "Modal", "Auxiliary"]);
// The first clause needs a few words and a verb of its own: "small but nice" is one phrase.
const MIN_CLAUSE_WORDS = 3;

/** Whether a clause of a few words with a verb of its own runs, without punctuation, up to the conjunction. */
function clauseBefore(doc: Document, conjunction: Word): boolean {
  const previous = wordBefore(doc, conjunction);
  const firstWord = doc.sentences[conjunction.sentence]!.firstWord;
  // The words back to the last punctuation before the conjunction, within its sentence.
  const words = (previous ? [...runBefore(doc, previous, anyWord), previous] : []).filter(
    (word) => word.index >= firstWord,
  );
  return (
    words.length >= MIN_CLAUSE_WORDS && words.some((word) => lexiconTags(word.lower).some((tag) => VERB_TAGS.has(tag)))
  );
}

/** 'It was cheap but it was far' → 'It was cheap, but it was far': a comma before 'but' or 'so' joining two clauses. */
export const commaBeforeConjunction: Rule = {
  id: "comma-before-conjunction",
  description: "Puts a comma before 'but' or 'so' when they join two clauses.",
  category: "punctuation",
  label: "A comma before 'but' or 'so' joining two clauses",
  optional: true,
  // On by default but optional, so grading ignores it: the W&I annotators add this comma, the FCE
  // annotators mostly do not (measured in docs/benchmarks.md); a teacher rejects it like any mark.
  enabledByDefault: true,
  examples: {
    wrong: [
      ["The hotel was cheap but it was far from the beach.", "The hotel was cheap, but it was far from the beach."],
      ["I missed the bus so I walked to school.", "I missed the bus, so I walked to school."],
      ["We wanted to stay but the museum was closing.", "We wanted to stay, but the museum was closing."],
      ["I studied all night so I'm tired today.", "I studied all night, so I'm tired today."],
    ],
    right: [
      "The hotel was cheap, but it was far from the beach.",
      "It was small but nice.",
      "Not only the students but the teachers came.",
      "I went home so that I could rest.",
      "She is so kind.",
      "I think so.",
      "Everyone but me was there.",
      "He spoke slowly so we could follow.",
      "I like it but.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      if (!CONJUNCTIONS.has(word.lower) || !word.joined) continue;
      const next = followingWord(doc, word);
      if (!next || !next.joined || next.sentence !== word.sentence) continue;
      if (!SUBJECTS.has(next.lower) && !CONTRACTED_SUBJECT.test(next.lower)) continue;
      // 'so that we could', 'so we could follow': a purpose, which takes no comma.
      if (word.lower === "so" && (next.lower === "that" || MODALS.has(followingWord(doc, next)?.lower ?? ""))) continue;
      if (!clauseBefore(doc, word)) continue;
      const previous = wordBefore(doc, word)!;
      findings.push({
        start: previous.end,
        end: previous.end,
        replacement: ",",
        explanation: `Put a comma before '${word.lower}' when it joins two sentences: '…, ${word.lower} ${next.text} …'.`,
      });
    }
    return findings;
  },
};
