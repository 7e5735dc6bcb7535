import {
  ARTICLES,
  BE_FORMS,
  CARDINALS,
  MODALS,
  NEGATIVE_MODALS,
  POSSESSIVES,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import type { Word } from "../../document/document";
import { formsOf, inflectLike } from "../../document/inflection";
import { followingWord, sequence, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const set = (words: string) => new Set(words.split(" "));
// What comes after 'lend me': the thing lent.
const THING_OPENERS = new Set(["a", "an", ...POSSESSIVES, ...CARDINALS, "some", "any", "money"]);
const CLAUSE_AFTER = set("that to how what why where when about if");

/**
 * Verbs learners use for their partners before a person: the person comes after 'tell', 'teach' and
 * 'lend', never after 'say', 'learn' and 'borrow'. A pronoun that may be something else ('her
 * book', 'learn them by heart') counts only before what shows it is the person.
 */
const SWAPS: {
  from: string;
  to: string;
  always: ReadonlySet<string>;
  before: ReadonlySet<string>;
  explanation: string;
}[] = [
  {
    from: "say",
    to: "tell",
    always: set("me us him"),
    before: CLAUSE_AFTER,
    explanation: "Before the person you speak to, use 'tell': '{phrase}'.",
  },
  {
    from: "learn",
    to: "teach",
    always: set("me us him"),
    before: set("how to what about"),
    explanation: "The person who gives the lesson teaches: '{phrase}'.",
  },
  {
    from: "borrow",
    to: "lend",
    always: set("me us"),
    before: THING_OPENERS,
    explanation: "You lend something to someone and borrow it from someone: '{phrase}'.",
  },
];
const PERSONS = set("me us him her them you");
const SWAP_PATTERNS = SWAPS.map((swap) => ({ ...swap, pattern: sequence(formsOf(swap.from), PERSONS) }));

// 'She told that she was tired' → 'said that': 'tell' needs the person; 'said that' does not.
const TELL_THAT = sequence(
  formsOf("tell"),
  "that",
  new Set([...SUBJECT_PRONOUNS, ...ARTICLES, ...POSSESSIVES, "there"]),
);
// 'I can tell that you are tired' (see), 'I was told that' (passive), 'hard to tell that'.
const BEFORE_TELL_SEES = new Set([...MODALS, ...NEGATIVE_MODALS, ...BE_FORMS, "to"]);

/** 'He said me' → 'He told me', 'she learned me' → 'she taught me', 'borrow me' → 'lend me', 'told that' → 'said that'. */
export const verbForPerson: Rule = {
  id: "verb-for-person",
  description: "Uses tell, teach and lend before the person, and say that without one.",
  category: "word choice",
  label: "say or tell, learn or teach, borrow or lend",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["The teacher said us to open our books.", "The teacher told us to open our books."],
      ["My grandmother learned me how to make bread.", "My grandmother taught me how to make bread."],
      ["Can you borrow me your bike?", "Can you lend me your bike?"],
      ["She told that she wanted to study abroad.", "She said that she wanted to study abroad."],
    ],
    right: [
      "She told me that she was tired.",
      "He said her name twice.",
      "You have to learn them by heart.",
      "I borrowed her car for the weekend.",
      "We borrow books from the library.",
      "I can tell that you are tired.",
      "He told that story at every party.",
      "I was told that the shop was closed.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const swap = (verb: Word, from: string, to: string, explanation: string, rest: string) => {
      const replacement = inflectLike(verb.lower, from, to);
      if (!replacement) return;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: matchCase(verb.text, replacement),
        explanation: explanation.replace("{phrase}", `${replacement} ${rest}`),
      });
    };
    for (const word of doc.words) {
      for (const { from, to, always, before, explanation, pattern } of SWAP_PATTERNS) {
        const match = pattern.matchAt(doc, word.index);
        if (!match) continue;
        const [verb, person] = match.words as [Word, Word];
        const next = followingWord(doc, person);
        const nextJoined = next?.joined ? next.lower : "";
        if (always.has(person.lower) || before.has(nextJoined)) swap(verb, from, to, explanation, person.lower);
      }
      const match = TELL_THAT.matchAt(doc, word.index);
      const previous = wordBefore(doc, word);
      if (match && !(previous?.joined && BEFORE_TELL_SEES.has(previous.lower)))
        swap(word, "tell", "say", "With no person after it, use 'say': '{phrase}'.", "that");
    }
    return findings;
  },
};
