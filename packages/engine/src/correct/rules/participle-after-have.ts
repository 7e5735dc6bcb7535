import { HAVE_FORMS } from "../../document/closed-classes";
import { infinitiveOf, lexiconTags, verbForms } from "../../document/inflection";
import type { Finding, Rule } from "../types";

const HAVE = new Set([...HAVE_FORMS].filter((form) => form !== "having"));
// 'have got' is right in British English.
const LEFT_ALONE = new Set(["got"]);
const BETWEEN = new Set(["not", "never", "already", "just", "ever", "always", "recently", "finally", "also"]);

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
    ],
    right: [
      "I have gone to London twice.",
      "She has eaten sushi.",
      "They have bought a car.",
      "I had a saw in my hand.",
      "We have played well.",
      "I have got two brothers.",
    ],
  },
  check(doc) {
    const tokens = doc.words;
    const findings: Finding[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (!HAVE.has(tokens[i]!.text.toLowerCase().replace("\u2019", "'"))) continue;
      let v = i + 1;
      if (BETWEEN.has(tokens[v]!.text.toLowerCase()) && tokens[v + 1]) v++;
      const verb = tokens[v]!;
      if (!/^[a-z]+$/.test(verb.text) || LEFT_ALONE.has(verb.text) || !lexiconTags(verb.text).includes("PastTense"))
        continue;
      if (!doc.joined(i, v)) continue;
      const infinitive = infinitiveOf(verb.text);
      const participle = infinitive ? verbForms(infinitive)?.participle : undefined;
      if (!participle || participle === verb.text) continue;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: participle,
        explanation: `After '${tokens[i]!.text.toLowerCase()}', use the past participle: '${participle}'.`,
      });
    }
    return findings;
  },
};
