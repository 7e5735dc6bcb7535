import {
  BE_FORMS,
  CARDINALS,
  CLAUSE_OPENERS,
  DETERMINERS,
  HAVE_FORMS,
  OBJECT_PRONOUNS,
  OTHER_PREPOSITIONS,
  POSSESSIVES,
  PREPOSITIONS,
  QUANTIFYING_DETERMINERS,
  QUESTION_WORDS,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { formsOf, inflectLike } from "../../document/inflection";
import {
  isAdjective,
  optional,
  runBefore,
  sequence,
  type Step,
  followingWord,
  wordBefore,
  wordsBefore,
} from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const set = (words: string) => new Set(words.split(" "));

// Which verb each noun takes; a noun listed as bare may follow the verb with no determiner ('do homework').
// 'take an exam' only when the subject sits it ('the teacher made an exam for us' is right).
const TAKES: {
  verb: string;
  wrongVerbs: string[];
  nouns: ReadonlySet<string>;
  bare: ReadonlySet<string>;
  sitter?: boolean;
}[] = [
  {
    verb: "make",
    wrongVerbs: ["do"],
    nouns: set(
      "decision decisions mistake mistakes effort efforts noise friends progress plan plans choice choices suggestion suggestions complaint complaints promise promises difference bed appointment call calls",
    ),
    bare: set("decisions mistakes efforts noise friends plans choices suggestions complaints promises"),
  },
  {
    verb: "do",
    wrongVerbs: ["make"],
    nouns: set(
      "homework housework sport sports exercise research yoga shopping washing cleaning cooking ironing best course business damage harm",
    ),
    bare: set("homework housework sport sports exercise research yoga business damage harm"),
  },
  { verb: "have", wrongVerbs: ["do", "make"], nouns: set("party parties"), bare: set("parties") },
  { verb: "take", wrongVerbs: ["make"], nouns: set("exam exams test tests"), bare: set("exams tests"), sitter: true },
  { verb: "take", wrongVerbs: ["make"], nouns: set("photo photos"), bare: set("photos") },
];

// What may open the noun phrase: 'a', 'my', 'a lot of', 'some', 'many'.
const OPENERS = new Set([
  ...DETERMINERS,
  ...QUANTIFYING_DETERMINERS,
  "many",
  "much",
  "more",
  "fewer",
  "few",
  "lots",
  "such",
]);
const NOUN_PHRASE: Step[] = [
  optional(["so", "too"]),
  optional(OPENERS),
  optional("lot"),
  optional("of"),
  optional(isAdjective),
  optional(isAdjective),
];
// The noun ends its phrase: 'made homework easier' or 'do mistakes happen' go on, so the verb is another one.
const ENDS_PHRASE = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ...CLAUSE_OPENERS,
  ...CARDINALS,
  ..."that every each today yesterday tomorrow tonight now again together twice once often always already yet too here there last next this".split(
    " ",
  ),
]);
// 'Why do mistakes happen?', 'so did the decision': 'do' as a helper verb.
const BEFORE_HELPER_DO = new Set([...QUESTION_WORDS, "so", "neither", "nor", "than", "as"]);

const endsPhrase = (doc: Document, noun: Word) => endsAfter(doc, noun, ENDS_PHRASE);

// 'have (you) (already) made', 'was made': the verb is a participle.
const BETWEEN_HAVE_AND_VERB = new Set([...SUBJECT_PRONOUNS, "already", "just", "never", "ever", "not", "also", "all"]);
function afterHaveOrBe(doc: Document, verb: Word): boolean {
  const first = runBefore(doc, verb, BETWEEN_HAVE_AND_VERB)[0] ?? verb;
  const word = wordBefore(doc, first);
  return word !== undefined && first.joined && (HAVE_FORMS.has(word.lower) || BE_FORMS.has(word.lower));
}

const PATTERNS = TAKES.map((entry) => ({
  ...entry,
  pattern: sequence(formsOf(...entry.wrongVerbs), ...NOUN_PHRASE, entry.nouns),
}));

/** 'do a mistake' → 'make a mistake', 'make homework' → 'do homework', 'make an exam' → 'take an exam'. */
export const makeDo: Rule = {
  id: "make-do",
  description: "Uses the verb each noun goes with: make a decision, do homework, have a party, take an exam.",
  category: "collocation",
  label: "make or do (make a mistake, do homework)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Young people have to do good decisions.", "Young people have to make good decisions."],
      ["Have you made your homework yet?", "Have you done your homework yet?"],
      ["We did a party and I made an exam.", "We had a party and I took an exam."],
      ["Can you make me a favour?", "Can you do me a favour?"],
      ["Everybody did mistakes, so we made a photo.", "Everybody made mistakes, so we took a photo."],
    ],
    right: [
      "Why do mistakes happen so often?",
      "What did a mistake cost?",
      "Phones make homework easier.",
      "I made my best friend laugh.",
      "Our teacher made an exam for the class.",
      "I do plan to travel.",
      "She made the shopping list.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const favour = sequence(formsOf("make"), optional(OBJECT_PRONOUNS), ["a"], ["favour", "favor"]);
    for (const word of doc.words) {
      const matches = [
        ...PATTERNS.flatMap(({ verb, bare, sitter, pattern }) => {
          const match = pattern.matchAt(doc, word.index);
          return match ? [{ verb, bare, sitter, match }] : [];
        }),
        ...[favour.matchAt(doc, word.index)].flatMap((match) =>
          match ? [{ verb: "do", bare: set(""), sitter: false, match }] : [],
        ),
      ];
      for (const { verb, bare, sitter, match } of matches) {
        const [first, ...rest] = match.words;
        const noun = rest.at(-1)!;
        const between = rest.slice(0, -1);
        if (between.length === 0 && !bare.has(noun.lower)) continue;
        if (!endsPhrase(doc, noun)) continue;
        if (noun.lower === "best" && !(between.length === 1 && POSSESSIVES.has(between[0]!.lower))) continue;
        const before = wordsBefore(doc, first!, 3).filter((w) => w.sentence === first!.sentence);
        const previous = before.at(-1);
        if (["do", "does", "did"].includes(first!.lower) && (!previous || BEFORE_HELPER_DO.has(previous.lower)))
          continue;
        // 'The teacher made an exam for us': only someone who sits it takes it.
        if (sitter && !before.some((w) => SUBJECT_PRONOUNS.has(w.lower) || w.lower === "to")) continue;
        if (sitter && followingWord(doc, noun)?.lower === "for") continue;
        const from = formsOf("do").has(first!.lower) ? "do" : "make";
        const perfect = afterHaveOrBe(doc, first!);
        const replacement = inflectLike(first!.lower, from, verb, perfect);
        if (!replacement) continue;
        const phrase = [replacement, ...rest.map((w) => w.text)].join(" ");
        findings.push({
          start: first!.start,
          end: first!.end,
          replacement: matchCase(first!.text, replacement),
          explanation: `With '${noun.lower}', use '${verb}': '${phrase}'.`,
        });
        break;
      }
    }
    return findings;
  },
};
