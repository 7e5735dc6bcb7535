import { HAVE_FORMS } from "../../document/closed-classes";
import { infinitiveOf, lexiconTags, verbForms } from "../../document/inflection";
import type { Document, Word } from "../../document/document";
import { optional, sequence, wordBefore } from "../../document/pattern";
import type { Finding, Rule } from "../types";

const HAVE = new Set([...HAVE_FORMS].filter((form) => form !== "having"));
// 'have got' is right in British English.
const LEFT_ALONE = new Set(["got"]);
// Irregular verbs whose base form is no noun, so after 'have' it can only be a participle left
// unformed: 'I have know her for years' ('have go', 'have do' may be 'have to go').
const BASE_FOR_PARTICIPLE = new Set(
  "know see write take give eat choose forget speak break steal begin grow throw wear hide forgive drive ride".split(
    " ",
  ),
);
const DO_FORMS = new Set(["do", "does", "did", "don't", "doesn't", "didn't", "to"]);
const BETWEEN = new Set(["not", "never", "already", "just", "ever", "always", "recently", "finally", "also"]);

/** 'have', an adverb that may stand between ('never'), and a verb written in small letters. */
const HAVE_VERB = sequence(
  (word) => HAVE.has(word.lower.replace("\u2019", "'")),
  optional(BETWEEN),
  (word) => /^[a-z]+$/.test(word.text) && !LEFT_ALONE.has(word.text),
);

/** The participle a perfect tense takes in place of this verb, when it is formed apart from it. */
function participleFor(doc: Document, have: Word, verb: Word): string | undefined {
  // 'Do you have write access?': after 'do', 'have' is the main verb, and its object a noun.
  const before = wordBefore(doc, have);
  const base =
    BASE_FOR_PARTICIPLE.has(verb.text) &&
    !DO_FORMS.has((before && wordBefore(doc, before))?.lower ?? "") &&
    !DO_FORMS.has(before?.lower ?? "");
  if (!base && !lexiconTags(verb.text).includes("PastTense")) return undefined;
  const infinitive = base ? verb.text : infinitiveOf(verb.text);
  const participle = infinitive ? verbForms(infinitive)?.participle : undefined;
  return participle === verb.text ? undefined : participle;
}

/** 'have went' → 'have gone': a perfect tense takes the past participle, which some verbs form apart. */
export const participleAfterHave: Rule = {
  id: "participle-after-have",
  description: "Uses the past participle after 'have', 'has' and 'had'.",
  category: "verb form",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I have went to London twice.", "I have gone to London twice."],
      ["She has never ate sushi.", "She has never eaten sushi."],
      ["We had came home late.", "We had come home late."],
      ["I have know her for five years.", "I have known her for five years."],
    ],
    right: [
      "I have gone to London twice.",
      "She has eaten sushi.",
      "They have bought a car.",
      "I had a saw in my hand.",
      "We have played well.",
      "I have got two brothers.",
      "I have to know the answer.",
      "We had them write a letter.",
      "Do you have write access?",
    ],
  },
  check(doc) {
    return HAVE_VERB.matchAll(doc).flatMap(({ words }): Finding[] => {
      const [have, verb] = [words[0]!, words.at(-1)!];
      const participle = participleFor(doc, have, verb);
      if (!participle) return [];
      return [
        {
          start: verb.start,
          end: verb.end,
          replacement: participle,
          explanation: `After '${have.lower}', use the past participle: '${participle}'.`,
        },
      ];
    });
  },
};
