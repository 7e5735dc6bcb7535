import type { Document, Word } from "../../document/document";
import { sequence, spacesBetween, followingWord, wordBefore } from "../../document/pattern";
import type { Rule } from "../types";

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

const INTERNET = sequence("internet");

/** Whether the word begins its sentence: no word before it, or a full stop, question or exclamation mark. */
const opensSentence = (doc: Document, word: Word) => {
  const before = wordBefore(doc, word);
  return !before || /[.!?]\s*$/.test(doc.text.slice(before.end, word.start));
};

/** Whether 'internet' here is a noun: it opens its sentence or follows a word that takes one, and modifies no word after it. */
function isNoun(doc: Document, internet: Word): boolean {
  const before = wordBefore(doc, internet);
  if (!opensSentence(doc, internet) && !(BEFORE.has(before!.lower) && spacesBetween(doc, before!, internet)))
    return false;
  const after = followingWord(doc, internet);
  return !after || !spacesBetween(doc, internet, after) || AFTER.has(after.lower);
}

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
    return INTERNET.matchAll(doc)
      .filter(({ words: [internet] }) => isNoun(doc, internet!))
      .map(({ words: [internet] }) => ({
        start: internet!.start,
        end: internet!.start,
        replacement: opensSentence(doc, internet!) ? "The " : "the ",
        explanation: "Say 'the internet'.",
      }));
  },
};
