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
  // Sentence adverbs and linking phrases that, opening a sentence, comment on all of it.
  "in fact",
  "of course",
  "in my view",
  "from my point of view",
  "to be honest",
  "therefore",
  "thus",
  "hence",
  "finally",
  "first of all",
  "in general",
  "actually",
  "obviously",
  "luckily",
  "meanwhile",
  "anyway",
  "all in all",
  "also",
  "for this reason",
  "on the one hand",
  "at the same time",
  "as you know",
  "by the way",
  "in particular",
  "above all",
  "apart from that",
  "at that time",
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
  // "Of course not", "Also known as", "Finally over", "Actually being there": no clause follows.
  "not",
  "known",
  "over",
  "being",
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
      ["Of course my parents helped me.", "Of course, my parents helped me."],
      ["Also the rooms were small.", "Also, the rooms were small."],
      ["In fact nobody came.", "In fact, nobody came."],
      ["Therefore we should act now.", "Therefore, we should act now."],
    ],
    right: [
      "However, we decided to stay.",
      "However much I try, I fail.",
      "We stayed, however we could.",
      "For example, cats.",
      "I did it for example reasons.",
      "In addition to this we swim.",
      "As a result of the rain we stayed.",
      "Of course not.",
      "Also known as the Big Apple, it never sleeps.",
      "We also went to the beach.",
      "I know it for a fact that he came.",
      "It was, of course, late.",
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
