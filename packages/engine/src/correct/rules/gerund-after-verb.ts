import { formsOf, verbForms } from "../../document/inflection";
import { isBaseVerb, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// Verbs followed by the -ing form, never by 'to' + verb ('stop to' is left alone: "stopped to buy"),
// and 'worth'.
const TAKES_GERUND = new Set([
  ...formsOf(
    "enjoy",
    "avoid",
    "finish",
    "mind",
    "suggest",
    "consider",
    "keep",
    "practise",
    "imagine",
    "miss",
    "recommend",
    "deny",
    "risk",
    "postpone",
  ),
  "worth",
]);
const VERB_TO_VERB = sequence(TAKES_GERUND, "to", isBaseVerb);

const PASSIVE = new Set(["is", "are", "was", "were", "be", "been", "being", "it's", "isn't", "wasn't"]);

/** 'I enjoy to swim' → 'I enjoy swimming', 'worth to visit' → 'worth visiting': these take the -ing form. */
export const gerundAfterVerb: Rule = {
  id: "gerund-after-verb",
  description: "Uses the -ing form after verbs such as enjoy, avoid, finish and suggest, and after worth.",
  category: "verb form",
  label: "-ing after verbs like “enjoy”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I really enjoy to swim in the sea.", "I really enjoy swimming in the sea."],
      ["She suggested to go by train.", "She suggested going by train."],
      ["Would you mind to close the window?", "Would you mind closing the window?"],
      ["The old town is worth to visit.", "The old town is worth visiting."],
    ],
    right: [
      "I really enjoy swimming.",
      "We stopped to buy bread.",
      "I miss to the bus stop every day.",
      "They suggested to me a plan.",
      "It is considered to be rude.",
      "It is generally recommended to eat less.",
      "It was worth it to pay more.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of VERB_TO_VERB.matchAll(doc)) {
      const [verb, to, next] = match.words;
      // "is considered to be", "it is recommended to eat": a passive, which takes 'to'.
      const before = doc.words.slice(Math.max(0, verb!.index - 3), verb!.index);
      if (verb!.lower !== "worth" && before.some((word) => PASSIVE.has(word.lower))) continue;
      const gerund = verbForms(next!.lower)?.gerund;
      if (!gerund) continue;
      findings.push({
        start: to!.start,
        end: next!.end,
        replacement: gerund,
        explanation: `After '${verb!.lower}', use the -ing form: '${gerund}'.`,
      });
    }
    return findings;
  },
};
