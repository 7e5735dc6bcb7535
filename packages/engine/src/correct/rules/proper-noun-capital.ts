import type { Finding, Rule } from "../types";

// Days, months, languages and nationalities. Left out on purpose: "may", "march", "august"
// "polish", "china" and "arabic" (gum arabic), which are also ordinary words.
const PROPER = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "january",
  "february",
  "april",
  "june",
  "july",
  "september",
  "october",
  "november",
  "december",
  "english",
  "spanish",
  "french",
  "german",
  "italian",
  "portuguese",
  "chinese",
  "japanese",
  "korean",
  "russian",
  "greek",
  "dutch",
  "swedish",
  "turkish",
  "british",
  "american",
  "european",
  "african",
  "asian",
  "canadian",
  "australian",
  "mexican",
  "brazilian",
  "argentinian",
  "indian",
  "catalan",
  "basque",
  "galician",
  "christmas",
  "easter",
  "europe",
  "america",
  "africa",
  "asia",
  "london",
  "paris",
  "madrid",
  "spain",
  "france",
  "germany",
  "italy",
  "england",
  "japan",
  "brazil",
  "mexico",
];
const PROPER_SET = new Set(PROPER);

/** 'on monday' → 'on Monday', 'english' → 'English'. */
export const properNounCapital: Rule = {
  id: "proper-noun-capital",
  description: "Capitalises days, months, languages, nationalities and well-known places.",
  category: "capitalisation",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I study english on monday.", "I study English on Monday."],
      ["We went to london in july.", "We went to London in July."],
    ],
    right: [
      "I study English on Monday.",
      "We may march in August.",
      "Polish the table, please.",
      "Visit www.london-example.org today.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const findings: Finding[] = [];
    for (const token of doc.words) {
      if (
        !PROPER_SET.has(token.text) ||
        /[./@-]/.test(text[token.start - 1] ?? "") ||
        /[./@-]\w/.test(text.slice(token.end, token.end + 2))
      )
        continue;
      const capital = token.text[0]!.toUpperCase() + token.text.slice(1);
      findings.push({
        start: token.start,
        end: token.start + 1,
        replacement: capital[0]!,
        explanation: `Write '${capital}' with a capital letter.`,
      });
    }
    return findings;
  },
};
