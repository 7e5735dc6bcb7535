import type { Finding, Rule } from "../types";
import { matchCase } from "../match-case";

const AMOUNT = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|many|several|a few|few)`;
const UNIT = String.raw`(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)`;
const PATTERN = new RegExp(String.raw`\b(since)( +${AMOUNT} +${UNIT})\b`, "gi");

/** 'since three years' → 'for three years': a length of time takes 'for'. */
export const forDuration: Rule = {
  id: "for-duration",
  description: "Uses 'for' with a length of time.",
  category: "preposition",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I have lived here since three years.", "I have lived here for three years."],
      ["Since two months we study English.", "For two months we study English."],
    ],
    right: [
      "I have lived here for three years.",
      "I have lived here since 2019.",
      "During two days of talks, we agreed.",
      "Since a few days ago it rains.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const findings: Finding[] = [];
    for (const match of text.matchAll(PATTERN)) {
      // "since a few days ago" points at a moment, which is right.
      if (/^\s+ago\b/i.test(text.slice(match.index + match[0].length))) continue;
      const word = match[1]!;
      findings.push({
        start: match.index,
        end: match.index + word.length,
        replacement: matchCase(word, "for"),
        explanation: `Use 'for' with a length of time: 'for${match[2]!.replace(/ +/g, " ")}'.`,
      });
    }
    return findings;
  },
};
