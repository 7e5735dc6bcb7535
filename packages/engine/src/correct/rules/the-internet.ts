import type { Finding, Rule } from "../types";

// Words before 'internet' after which it needs 'the': prepositions, conjunctions and verbs that take it.
const BEFORE = new Set([
  "on",
  "of",
  "from",
  "with",
  "by",
  "via",
  "through",
  "in",
  "to",
  "about",
  "without",
  "and",
  "or",
  "than",
  "use",
  "uses",
  "used",
  "using",
  "surf",
  "surfing",
  "browse",
  "browsing",
  "search",
  "searching",
]);
// After it, a word that shows it is not a modifier ("internet access").
const AFTER = new Set([
  "and",
  "or",
  "to",
  "for",
  "is",
  "was",
  "has",
  "had",
  "can",
  "could",
  "will",
  "in",
  "on",
  "at",
  "because",
  "but",
  "which",
  "that",
  "as",
  "every",
  "all",
  "a",
  "the",
  "too",
  "more",
  "so",
  "instead",
  "than",
  "nowadays",
  "today",
]);

/** 'on internet' → 'on the internet': 'internet' as a noun has 'the'. */
export const theInternet: Rule = {
  id: "the-internet",
  category: "article",
  description: "Puts 'the' before 'internet' used as a noun.",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I found it on internet.", "I found it on the internet."],
      ["Young people use internet every day.", "Young people use the internet every day."],
      ["Internet is useful, but slow.", "The Internet is useful, but slow."],
    ],
    right: [
      "I found it on the internet.",
      "Internet access is slow.",
      "We have fast internet at home.",
      "My internet is down.",
      "Read about internet security.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const tokens = doc.words;
    const findings: Finding[] = [];
    tokens.forEach((token, i) => {
      if (token.text.toLowerCase() !== "internet") return;
      const previous = tokens[i - 1];
      const between = previous ? text.slice(previous.end, token.start) : "";
      const opensSentence = !previous || /[.!?]\s*$/.test(between);
      if (!opensSentence && (!BEFORE.has(previous!.text.toLowerCase()) || !/^ +$/.test(between))) return;
      const next = tokens[i + 1];
      const followedByWord = next && /^ +$/.test(text.slice(token.end, next.start));
      if (followedByWord && !AFTER.has(next.text.toLowerCase())) return;
      findings.push({
        start: token.start,
        end: token.start,
        replacement: opensSentence ? "The " : "the ",
        explanation: "Say 'the internet'.",
      });
    });
    return findings;
  },
};
