import type { Document, Word } from "../../document/document";
import { infinitiveOfParticiple, isBaseVerbAfterSubject, verbForms } from "../../document/inflection";
import { anyWord, isBaseVerb, sequence } from "../../document/pattern";
import { subjectAt } from "../../document/subject";
import type { Finding, Rule } from "../types";

const IF_CLAUSE = sequence("if", anyWord);
const WOULD = new Set(["would", "wouldn't"]);
// The main clause of an unreal condition: 'I would buy', 'we could go', 'he might win'.
const UNREAL_MAIN = /^(?:would|could|might|wouldn't|couldn't|\w+'d)$/;
// After these 'if' means 'whether', and 'would' is right: 'I asked her if she would help'.
const WHETHER_WORDS = new Set(
  "know ask wonder see check tell decide doubt understand find learn remember sure certain clear idea question matter care".split(
    " ",
  ),
);
// Verbs of a state, which nobody can be willing to do: 'if I would be rich', 'if she would know'.
const STATES = new Set("be have know live own belong need cost understand remember seem exist".split(" "));
// Things that have no will, so that 'would' after 'if' cannot ask for it: 'if the bus would come'.
// A company, a council or a neighbour can be asked ('I would be grateful if the company would refund…').
const THINGS = new Set(
  "bus buses train trains weather rain snow sun car cars price prices ticket tickets shop shops lift traffic water heating internet computer phone film films lesson lessons exam exams day days summer winter".split(
    " ",
  ),
);
// 'if you would like to come', 'if he would rather stay': 'would' of wish or politeness, which is right.
const WISH_VERBS = new Set("like love prefer care mind rather please kindly just only".split(" "));

/** Whether the sentence has the main clause of an unreal condition outside the if-clause, and 'if' is not 'whether'. */
function unrealCondition(doc: Document, conjunction: Word, clauseEnd: number, thing: boolean): boolean {
  const sentence = doc.wordsOf(doc.sentences[conjunction.sentence]!);
  const before = sentence.filter((word) => word.index < conjunction.index);
  if (before.some((word) => WHETHER_WORDS.has(doc.tags(word.index).lemma))) return false;
  const opens = before.length === 0;
  // After the main clause, 'would' may ask for someone's will ('I'd be glad if she would call'):
  // only a state ('if I would be', 'if he would have'), the writer's own act or a thing's, which has
  // no will ('if the bus would come'), is surely wrong.
  const verb = doc.words[clauseEnd]!;
  const subject = doc.words[conjunction.index + 1]!;
  if (!opens && !STATES.has(verb.lower) && subject.lower !== "i" && subject.lower !== "we" && !thing) return false;
  const main = opens ? sentence.filter((word) => word.index > clauseEnd) : before;
  return main.some((word) => UNREAL_MAIN.test(word.lower.replace("\u2019", "'")));
}

/** The past form that replaces 'would' + verb in the if-clause, or undefined when it cannot be made. */
function pastOf(doc: Document, would: Word, verb: Word): { text: string; end: Word } | undefined {
  const negative = would.lower === "wouldn't";
  if (verb.lower === "be") return { text: negative ? "weren't" : "were", end: verb };
  const participle = doc.words[verb.index + 1];
  // 'if I would have known' → 'if I had known': the unreal past.
  if (verb.lower === "have" && participle?.joined && infinitiveOfParticiple(participle.lower))
    return { text: negative ? "hadn't" : "had", end: verb };
  const forms = verbForms(verb.lower);
  if (!forms) return undefined;
  return { text: negative ? `didn't ${forms.infinitive}` : forms.past, end: verb };
}

/** 'If I would have money, I would buy…' → 'If I had money': the if-clause of an unreal condition takes the past. */
export const wouldInIfClause: Rule = {
  id: "would-in-if-clause",
  description: "Uses the past, not 'would', in the if-clause of an unreal condition: 'If I had money, I would…'.",
  category: "tense",
  label: "The past after “if” (If I had…, I would…)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["If I would have money, I would buy a car.", "If I had money, I would buy a car."],
      ["If she would be here, she would help us.", "If she were here, she would help us."],
      ["If it wouldn't rain so much, we would go out.", "If it didn't rain so much, we would go out."],
      ["If I would have known, I would have come.", "If I had known, I would have come."],
      ["It would be easier if the trains would run more often.", "It would be easier if the trains ran more often."],
    ],
    right: [
      "If I had money, I would buy a car.",
      "If you would like to come, tell me.",
      "I asked her if she would help me.",
      "If he would rather stay, that is fine.",
      "If you would follow me, I will show you the room.",
      "If she would come, I will be glad.",
      "I would be grateful if my manager would reply.",
      "I would be grateful if the company would refund my money.",
      "It would help if the government would listen.",
      "It would be nice if it would stop raining.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of IF_CLAUSE.matchAll(doc)) {
      const [conjunction, first] = words as [Word, Word];
      const subject = subjectAt(doc, first.index);
      // 'if you would…' is most often a polite request.
      if (!subject || subject.pronoun === "you") continue;
      const would = doc.words[subject.end];
      const verb = would && doc.words[would.index + 1];
      if (!would || !WOULD.has(would.lower) || !verb || !doc.joined(conjunction.index, verb.index)) continue;
      if (
        WISH_VERBS.has(verb.lower) ||
        !/^[a-z]+$/.test(verb.text) ||
        !(isBaseVerbAfterSubject(verb.text) || isBaseVerb(verb, doc))
      )
        continue;
      const thing = !subject.pronoun && THINGS.has(doc.words[subject.end - 1]!.lower);
      if (!unrealCondition(doc, conjunction, verb.index, thing)) continue;
      const past = pastOf(doc, would, verb);
      if (!past) continue;
      // 'would have studied' → 'had studied': 'had' and the participle after it are the past perfect.
      const participle = past.text === "had" ? doc.words[past.end.index + 1] : undefined;
      const perfect = participle && infinitiveOfParticiple(participle.lower) ? ` ${participle.text}` : "";
      const why =
        verb.lower === "be"
          ? "use 'were'"
          : perfect || /^had \S/.test(past.text)
            ? "use the past perfect"
            : "use the past";
      const subjectText = doc.text.slice(doc.words[subject.first]!.start, doc.words[subject.end - 1]!.end);
      findings.push({
        start: would.start,
        end: past.end.end,
        replacement: past.text,
        explanation: `'Would' belongs in the other half of an unreal condition; after 'if', ${why}: 'if ${subjectText} ${past.text}${perfect}'.`,
      });
    }
    return findings;
  },
};
