import type { Finding, Rule } from "../types";

/** 'it was late. we went home.' → '… We went home.' */
export const sentenceCapital: Rule = {
  id: "sentence-capital",
  description: "Starts each sentence with a capital letter.",
  category: "capitalisation",
  label: "A capital letter to start a sentence",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["It was late. we went home.", "It was late. We went home."],
      ["my town is small.", "My town is small."],
    ],
    right: [
      "It was late. We went home.",
      "We met at 5 p.m. and ate.",
      "I like fruit, e.g. apples and pears.",
      "Wait... maybe not.",
      "Visit redpen.example for more.",
      "It works (e.g. changing the settings) well.",
      "They like it. eBay is big.",
      '"Who is there?" said the man.',
      "I won the prize (it's great!) and I am happy.",
      "I have never been to the U.S.A. before.",
      "She works for Redpen Inc. in London.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const sentence of doc.sentences) {
      const first = doc.words[sentence.firstWord];
      // A word with a capital inside ('eSpeed', 'blueSky') is a name written as its owners write it.
      if (!first || first.start !== sentence.start || !/^[a-z]/.test(first.text) || first.text !== first.lower)
        continue;
      // At the start of the text, or after a sentence's end: not after a line break alone ("Dear Ana,\nhow are you"),
      // nor after words quoted or in brackets ('"Who's there?" said the man', '(It's great!) and').
      const before = doc.text.slice(0, first.start).trimEnd();
      if (before && !/[.!?]$/.test(before)) continue;
      findings.push({
        start: first.start,
        end: first.start + 1,
        replacement: first.text[0]!.toUpperCase(),
        explanation: "Start every sentence with a capital letter.",
      });
    }
    return findings;
  },
};
