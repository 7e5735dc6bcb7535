import { formsOf, lexiconTags, verbForms } from "../../document/inflection";
import { sequence } from "../../document/pattern";
import type { Document, Word } from "../../document/document";
import type { Finding, Rule } from "../types";

/** Verbs followed by a to-infinitive ('hope to hear'), never by 'to' as a preposition ('look forward to'). */
const TO_INFINITIVE_VERBS = formsOf("hope", "want", "decide", "plan", "promise", "refuse", "manage", "agree", "expect");

/** The infinitive whose -ing form the word is ('hearing' → 'hear', 'making' → 'make'), else undefined. */
function infinitiveOfGerund(word: string): string | undefined {
  if (!word.endsWith("ing") || !lexiconTags(word).includes("Gerund")) return undefined;
  const stem = word.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.slice(0, -1)];
  return candidates.find((candidate) => candidate.length > 1 && verbForms(candidate)?.gerund === word);
}

const isGerund = (word: Word, _doc: Document) => infinitiveOfGerund(word.lower) !== undefined;
const PATTERN = sequence(TO_INFINITIVE_VERBS, "to", isGerund);

/** 'I hope to hearing from you' → 'to hear': after 'hope', 'want', 'decide'… 'to' takes the base form. */
export const infinitiveAfterTo: Rule = {
  id: "infinitive-after-to",
  description: "Uses the base form after 'hope to', 'want to', 'decide to'…",
  category: "verb form",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I hope to hearing from you soon.", "I hope to hear from you soon."],
      ["We decided to going by train.", "We decided to go by train."],
      ["She wants to making a cake.", "She wants to make a cake."],
    ],
    right: [
      "I hope to hear from you soon.",
      "I look forward to hearing from you.",
      "We want to go swimming.",
      "They agreed to everything.",
      "He is used to working at night.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of PATTERN.matchAll(doc)) {
      const verb = match.words.at(-1)!;
      const infinitive = infinitiveOfGerund(verb.lower)!;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement: infinitive,
        explanation: `After '${match.words[0]!.lower} to', use the base form: '${infinitive}'.`,
      });
    }
    return findings;
  },
};
