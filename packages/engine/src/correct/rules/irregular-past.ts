import {
  BE_FORMS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  NEGATIVE_MODALS,
  SUBJECT_PRONOUNS,
} from "../../document/closed-classes";
import type { Word } from "../../document/document";
import { IRREGULAR_VERBS, NOT_WRONG } from "../data/irregular-verbs";
import type { Finding, Rule } from "../types";
import { matchCase } from "../match-case";

/** An irregular verb's three forms. */
export interface Irregular {
  base: string;
  past: string;
  participle: string;
}

/** The forms a learner makes by adding -ed to an irregular verb: 'leaved', 'buyed', 'runned', 'flyed', 'begined'. */
function regularised(base: string): string[] {
  const forms = [base.endsWith("e") ? `${base}d` : `${base}ed`];
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ied`);
  // A short final syllable doubles its consonant in regular verbs ('stop' → 'stopped'), so learners double it here too.
  if (/(?:^|[^aeiou])[aeiou][bdgklmnprt]$/.test(base)) forms.push(`${base}${base.at(-1)}ed`);
  return forms;
}

const BY_WRONG_FORM = new Map<string, Irregular>(
  IRREGULAR_VERBS.flatMap(([base, past, participle]) =>
    regularised(base)
      .filter((form) => !NOT_WRONG.has(form))
      .map((form) => [form, { base, past, participle }] as const),
  ),
);

/** The irregular verb a regularised form ('leaved', 'runned') was made from, or undefined when the word is not one. */
export function regularisedVerb(word: string): Irregular | undefined {
  return BY_WRONG_FORM.get(word.toLowerCase());
}

// A perfect tense or a passive takes the participle: 'have writed' → 'have written', 'was writed' → 'was written'.
const TAKES_PARTICIPLE = new Set([...HAVE_FORMS, ...BE_FORMS, "get", "gets", "got", "getting"]);
const TAKES_BASE = new Set([...DO_FORMS, ...MODALS, ...NEGATIVE_MODALS, "to"]);
// Words that may stand between the auxiliary and its verb: 'has never speaked', 'have you ever eated', and any -ly adverb ('are usually weared').
const BETWEEN = new Set([
  "not",
  "never",
  "ever",
  "already",
  "just",
  "always",
  "also",
  "often",
  "really",
  "recently",
  "finally",
  "even",
  "still",
  ...SUBJECT_PRONOUNS,
]);

/** The auxiliary that governs the word at `index`, lower case, if one comes just before it. */
function auxiliaryBefore(tokens: readonly Word[], index: number): string | undefined {
  for (let k = index - 1; k >= Math.max(0, index - 3); k--) {
    if (!tokens[k + 1]!.joined) return undefined;
    const word = tokens[k]!.text.toLowerCase().replace("\u2019", "'");
    if (TAKES_PARTICIPLE.has(word) || TAKES_BASE.has(word)) return word;
    if (!BETWEEN.has(word) && !/^[a-z]{2,}ly$/.test(word)) return undefined;
  }
  return undefined;
}

/** 'leaved' → 'left', 'have writed' → 'have written': an irregular verb does not take -ed. */
export const irregularPast: Rule = {
  id: "irregular-past",
  description: "Replaces a regularised past form of an irregular verb ('leaved', 'buyed') with the right one.",
  category: "verb form",
  label: "Irregular verbs (leave, left)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["We leaved very early in the morning.", "We left very early in the morning."],
      ["I buyed a postcard and she catched the bus.", "I bought a postcard and she caught the bus."],
      ["He runned fast and winned the race.", "He ran fast and won the race."],
      ["I have writed three letters.", "I have written three letters."],
      ["She has never speaked to him.", "She has never spoken to him."],
      ["The book was writed in 1990.", "The book was written in 1990."],
      ["I didn't leaved the house.", "I didn't leave the house."],
      ["Jeans are usually weared by a well-knowed singer.", "Jeans are usually worn by a well-known singer."],
      ["Thinked about it and goed home.", "Thought about it and went home."],
    ],
    right: [
      "We left very early in the morning.",
      "I bought a postcard.",
      "I have written three letters.",
      "She loved the leaded windows and the singed edges.",
      "He putted the ball and wined and dined us.",
      "They played and stopped.",
      "It creeped me out.",
      "A well sited house.",
      "They used leaded petrol.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const tokens = doc.words;
    const findings: Finding[] = [];
    tokens.forEach((token, i) => {
      const verb = regularisedVerb(token.text);
      if (!verb) return;
      // 'well-knowed' is an adjective made of a participle: 'well-known'.
      const compound = text[token.start - 1] === "-";
      const auxiliary = compound ? undefined : auxiliaryBefore(tokens, i);
      const form =
        compound || (auxiliary !== undefined && TAKES_PARTICIPLE.has(auxiliary))
          ? "participle"
          : auxiliary === undefined
            ? "past"
            : "base";
      const right = verb[form];
      const explanation =
        form === "past"
          ? `The verb '${verb.base}' is irregular: its past tense is '${verb.past}'.`
          : form === "participle"
            ? `The verb '${verb.base}' is irregular: ${auxiliary ? `after '${auxiliary}', ` : "here "}use its past participle '${verb.participle}'.`
            : `After '${auxiliary}', use the verb's base form: '${verb.base}'.`;
      findings.push({ start: token.start, end: token.end, replacement: matchCase(token.text, right), explanation });
    });
    return findings;
  },
};
