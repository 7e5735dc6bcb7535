import type { Document, Word } from "../../document/document";
import { isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import { anyWord, followingWord, sequence } from "../../document/pattern";
import { subjectAt } from "../../document/subject";
import type { Finding, Rule } from "../types";

// 'If it rains', 'unless we leave': the condition of a future takes the present.
const CONDITIONS = new Set(["if", "when", "unless"]);
/** A condition word and the first word of its clause. */
const CONDITION = sequence(CONDITIONS, anyWord);
// A main clause about the future, before a mid-sentence 'if': 'We will start the game if she comes'.
const FUTURE = new Set(["will", "won't", "shall", "i'll", "you'll", "he'll", "she'll", "we'll", "they'll", "it'll"]);
// After these 'if' means 'whether', and 'will' is right: 'I don't know if he will come', 'ask her if she will join us'.
const WHETHER_WORDS = new Set(
  "know ask wonder see check tell decide doubt understand find learn remember sure certain clear idea question matter care".split(
    " ",
  ),
);

/** Whether a condition word mid-sentence opens a condition of a future main clause, not a question ('if' as 'whether'). */
function afterFutureClause(doc: Document, conjunction: Word): boolean {
  if (conjunction.lower === "when") return false;
  const before = doc.words.slice(doc.sentences[conjunction.sentence]!.firstWord, conjunction.index);
  return (
    before.some((word) => FUTURE.has(word.lower.replace("\u2019", "'"))) &&
    !before.some((word) => WHETHER_WORDS.has(doc.tags(word.index).lemma))
  );
}

/** 'If it will rain, …' → 'If it rains, …': after 'if' or 'when' about the future, use the present. */
export const ifWill: Rule = {
  id: "if-will",
  description: "Uses the present tense after 'if', 'unless' or 'when' about the future.",
  category: "tense",
  label: "The present after “if” (If it rains)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["If it will rain, we will stay at home.", "If it rains, we will stay at home."],
      ["When I will finish school, I will travel.", "When I finish school, I will travel."],
      ["We will start the game if she will come on time.", "We will start the game if she comes on time."],
      ["If the weather will be nice, we will swim.", "If the weather is nice, we will swim."],
    ],
    right: [
      "If it rains, we will stay at home.",
      "I don't know if it will rain.",
      "I will ask her if she will join us.",
      "If you will excuse me, I must go.",
      "Tell me when you will arrive.",
      "I wonder if they will win.",
      "If you will wait a moment, I will help you.",
      "If he will not listen, there is nothing we can do.",
    ],
  },
  // 'If you will excuse me', 'if you will wait a moment': 'you will' after 'if' is often a polite request.
  antipatterns: [{ pattern: ["if", "you", "will"], example: "If you will excuse me, I must go." }],
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of CONDITION.matchAll(doc)) {
      const [conjunction, first] = words as [Word, Word];
      // A clause that opens the sentence, or a condition after a future main clause: "I don't know if it will rain" asks about the future, which is right.
      const opens = conjunction.index === doc.sentences[conjunction.sentence]!.firstWord;
      if (!opens && !afterFutureClause(doc, conjunction)) continue;
      const subject = subjectAt(doc, first.index);
      if (!subject) continue;
      // 'If he won't listen', 'if he will not listen' refuse, which is right.
      const will = doc.words[subject.end];
      const verb = will && followingWord(doc, will);
      if (will?.lower !== "will" || !verb || !doc.joined(conjunction.index, verb.index)) continue;
      if (!/^[a-z]+$/.test(verb.text) || !isBaseVerbAfterSubject(verb.text)) continue;
      const forms = verbForms(verb.text);
      if (!forms) continue;
      const be = subject.pronoun === "i" ? "am" : subject.thirdSingular ? "is" : "are";
      const present = verb.text === "be" ? be : subject.thirdSingular ? forms.present : forms.infinitive;
      const subjectText = doc.text.slice(doc.words[subject.first]!.start, doc.words[subject.end - 1]!.end);
      findings.push({
        start: will.start,
        end: verb.end,
        replacement: present,
        explanation: `After '${conjunction.lower}' about the future, use the present: '${subjectText} ${present}'.`,
      });
    }
    return findings;
  },
};
