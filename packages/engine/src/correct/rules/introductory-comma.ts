import type { Finding, Rule } from "../types";

const OPENERS = [
  "however",
  "moreover",
  "furthermore",
  "firstly",
  "secondly",
  "thirdly",
  "lastly",
  "nevertheless",
  "nonetheless",
  "unfortunately",
  "fortunately",
  "in conclusion",
  "in addition",
  "for example",
  "for instance",
  "on the other hand",
  "in my opinion",
  "to sum up",
  "in other words",
  "as a result",
  "nowadays",
  "in the future",
  "to conclude",
  "personally",
];
// "However much I try": 'however' before a word of degree is not a linking word.
// "As a result of this", "In addition to that": the phrase goes on.
const NOT_BEFORE = new Set([
  "much",
  "many",
  "long",
  "hard",
  "often",
  "far",
  "big",
  "small",
  "good",
  "bad",
  "well",
  "little",
  "few",
  "difficult",
  "important",
  "of",
  "to",
  "is",
  "was",
]);
const PATTERN = new RegExp(
  String.raw`(?:^|(?<=[.!?]["')]?\s+)|(?<=\n))(${OPENERS.join("|").replaceAll(" ", " +")})(?= +([A-Za-z']+))`,
  "gim",
);

/** 'However we…' → 'However, we…': a linking word or phrase that opens a sentence is followed by a comma. */
export const introductoryComma: Rule = {
  id: "introductory-comma",
  description: "Puts a comma after a linking word or phrase that opens a sentence.",
  category: "punctuation",
  label: "A comma after words like “However”",
  optional: true,
  enabledByDefault: true,
  examples: {
    wrong: [
      ["However we decided to stay.", "However, we decided to stay."],
      ["It was cold. In my opinion it was too cold.", "It was cold. In my opinion, it was too cold."],
    ],
    right: [
      "However, we decided to stay.",
      "However much I try, I fail.",
      "We stayed, however we could.",
      "For example, cats.",
      "I did it for example reasons.",
      "In addition to this we swim.",
      "As a result of the rain we stayed.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const findings: Finding[] = [];
    for (const match of text.matchAll(PATTERN)) {
      if (NOT_BEFORE.has(match[2]!.toLowerCase())) continue;
      const end = match.index + match[1]!.length;
      findings.push({
        start: end,
        end,
        replacement: ",",
        explanation: `Put a comma after '${match[1]!.replace(/ +/g, " ")}' at the start of a sentence.`,
      });
    }
    return findings;
  },
};
