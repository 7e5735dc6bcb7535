import { BE_FORMS, MODALS } from "../../document/closed-classes";
import { formsOf, infinitiveOfGerund } from "../../document/inflection";
import { getLexicon } from "../../document/lexicon";
import { NO_STOPS, wordsUntilEnd } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { optional, readAsFiniteVerb, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// Verbs followed by 'to' and a verb, never by the -ing form ('decide to go'). Verbs that take
// both ('start', 'like', 'remember', 'stop') are left out, and so are 'need' ('it needs painting'),
// 'learn' and 'choose' ('learn swimming', 'chose climbing': the activity), 'would prefer' (either
// is right) and 'wish' ('I wish I were' is the fix a teacher makes).
const TAKES_INFINITIVE = formsOf(
  "decide",
  "agree",
  "hope",
  "refuse",
  "manage",
  "plan",
  "promise",
  "offer",
  "want",
  "afford",
  "arrange",
  "pretend",
  "threaten",
  "fail",
  "deserve",
  "expect",
  "seem",
);
// 'would like', 'I'd like': a wish, which takes 'to' ('I would like to visit').
const WOULD = new Set([
  "would",
  "wouldn't",
  ...["i", "you", "he", "she", "we", "they"].flatMap((pronoun) => [`${pronoun}'d`, `${pronoun}\u2019d`]),
]);
const isGerund = (word: Word) => {
  const infinitive = /^[a-z]+ing$/.test(word.text) ? infinitiveOfGerund(word.lower) : undefined;
  // 'nothing' is not 'noth' + '-ing'.
  return infinitive !== undefined && getLexicon().isWord(infinitive);
};
// Read as a verb in its sentence: 'plans' in 'deploy plans using…' is a noun.
const takesInfinitive = (word: Word, doc: Document) =>
  TAKES_INFINITIVE.has(word.lower) && !doc.tags(word.index).tags.includes("Noun");
const VERB_ING = [
  sequence(takesInfinitive, optional(["not", "never"]), isGerund),
  sequence(WOULD, optional(["really", "also"]), ["like", "love"], isGerund),
];
// What after the -ing word shows it is a noun or a clause's subject: 'agreed meeting times', 'hope swimming is'.

/** Whether the -ing word heads a clause of its own ('I hope swimming will be popular'), or a noun ('planned shopping trips'). */
function isNounOrSubject(doc: Document, ing: Word): boolean {
  const rest = wordsUntilEnd(doc, ing, NO_STOPS, 4);
  if (rest.some((word) => BE_FORMS.has(word.lower) || MODALS.has(word.lower))) return true;
  if (rest.some((word) => readAsFiniteVerb(word, doc))) return true;
  const next = rest[0];
  return next !== undefined && doc.tags(next.index).tags.includes("Plural");
}

/** 'We decided going' → 'We decided to go', 'I would like visiting' → 'I would like to visit'. */
export const infinitiveAfterVerb: Rule = {
  id: "infinitive-after-verb",
  description: "Uses 'to' and the verb after verbs such as decide, agree, hope and refuse, and after 'would like'.",
  category: "verb form",
  label: "“to” after verbs like “decide”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["We decided going to the beach.", "We decided to go to the beach."],
      ["She refused paying for the broken window.", "She refused to pay for the broken window."],
      ["I would like visiting Japan one day.", "I would like to visit Japan one day."],
      ["They managed finishing on time.", "They managed to finish on time."],
    ],
    right: [
      "We decided to go to the beach.",
      "I hope swimming will become more popular.",
      "We planned shopping trips for the weekend.",
      "The house needs painting.",
      "I like swimming in the sea.",
      "I remember meeting her.",
      "She agreed, laughing.",
      "They deploy plans using simple tools.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of VERB_ING.flatMap((pattern) => pattern.matchAll(doc))) {
      const ing = words.at(-1)!;
      const infinitive = infinitiveOfGerund(ing.lower);
      if (!infinitive || isNounOrSubject(doc, ing)) continue;
      const verb = words.find((word) => TAKES_INFINITIVE.has(word.lower) || /^(like|love|prefer)$/.test(word.lower))!;
      findings.push({
        start: ing.start,
        end: ing.end,
        replacement: `to ${infinitive}`,
        explanation: `After '${verb.lower}', use 'to' and the verb: '${verb.lower} to ${infinitive}'.`,
      });
    }
    return findings;
  },
};
