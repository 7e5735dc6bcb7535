import { lexiconTags, verbForms } from "../../document/inflection";
import type { Finding, Rule } from "../types";

// Verbs followed by the -ing form, never by 'to' + verb ('stop to' is left alone: "stopped to buy").
const TAKES_GERUND = new Set([
  "enjoy",
  "enjoys",
  "enjoyed",
  "enjoying",
  "avoid",
  "avoids",
  "avoided",
  "avoiding",
  "finish",
  "finishes",
  "finished",
  "finishing",
  "mind",
  "minds",
  "minded",
  "suggest",
  "suggests",
  "suggested",
  "consider",
  "considers",
  "considered",
  "considering",
  "keep",
  "keeps",
  "kept",
  "keeping",
  "practise",
  "practises",
  "practised",
  "imagine",
  "imagines",
  "imagined",
  "miss",
  "misses",
  "missed",
  "recommend",
  "recommends",
  "recommended",
  "deny",
  "denies",
  "denied",
]);

const PASSIVE = new Set(["is", "are", "was", "were", "be", "been", "being", "it's", "isn't", "wasn't"]);

/** 'I enjoy to swim' → 'I enjoy swimming': some verbs take the -ing form after them. */
export const gerundAfterVerb: Rule = {
  id: "gerund-after-verb",
  description: "Uses the -ing form after verbs such as enjoy, avoid, finish and suggest.",
  category: "verb form",
  label: "-ing after verbs like “enjoy”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I really enjoy to swim in the sea.", "I really enjoy swimming in the sea."],
      ["She suggested to go by train.", "She suggested going by train."],
    ],
    right: [
      "I really enjoy swimming.",
      "We stopped to buy bread.",
      "I miss to the bus stop every day.",
      "They suggested to me a plan.",
      "It is considered to be rude.",
      "It is generally recommended to eat less.",
    ],
  },
  check(doc) {
    const tokens = doc.words;
    const findings: Finding[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [verb, to, next] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      if (!TAKES_GERUND.has(verb.text.toLowerCase()) || to.text.toLowerCase() !== "to") continue;
      // "is considered to be", "it is recommended to eat": a passive, which takes 'to'.
      if (tokens.slice(Math.max(0, i - 3), i).some((token) => PASSIVE.has(token.text.toLowerCase()))) continue;
      if (!to.joined || !next.joined || !/^[a-z]+$/.test(next.text)) continue;
      // Only a verb the lexicon knows in its base form: "miss to the bus" has none.
      const gerund = lexiconTags(next.text).includes("Infinitive") ? verbForms(next.text)?.gerund : undefined;
      if (!gerund) continue;
      findings.push({
        start: to.start,
        end: next.end,
        replacement: gerund,
        explanation: `After '${verb.text.toLowerCase()}', use the -ing form: '${gerund}'.`,
      });
    }
    return findings;
  },
};
