/**
 * A short essay with three engine edits stored as the engine gives them; their answers ('went',
 * 'bought', 'apples') are nowhere else in the essay.
 */
export const SISTER_ESSAY = {
  text: "Yesterday my sister go to the market and buyed three apple. She was very happy with them because they were cheap and fresh, and she want to go back next week with her friends from school.",
  engineEdits: [
    {
      start: 20,
      end: 22,
      original: "go",
      replacement: "went",
      category: "tense",
      rule_id: "past-time-tense",
      explanation: "This happened in the past, so use the past tense: 'went'.",
    },
    {
      start: 41,
      end: 46,
      original: "buyed",
      replacement: "bought",
      category: "verb form",
      rule_id: "irregular-past",
      explanation: "The past of 'buy' is 'bought'.",
    },
    {
      start: 53,
      end: 58,
      original: "apple",
      replacement: "apples",
      category: "noun number",
      rule_id: "plural-after-quantifier",
      explanation: "After 'three', use the plural: 'apples'.",
    },
  ],
};
