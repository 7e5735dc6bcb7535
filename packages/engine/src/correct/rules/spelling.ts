import { getLexicon, type Lexicon } from "../lexicon";
import type { Finding, Rule } from "../types";
import { matchCase, words } from "../words";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
// A word this common in speech is a word, whatever the dictionary says ("okay", "email").
const KNOWN_FREQUENCY = 30;
// A suggestion must be a common word, and clearly more common than the next best one.
const MIN_SUGGESTION_FREQUENCY = 20;
const MIN_LEAD = 3;

/** Every string one edit away: a deletion, a transposition, a replacement or an insertion. */
function editsOne(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [left, right] = [word.slice(0, i), word.slice(i)];
    if (right) out.add(left + right.slice(1));
    if (right.length > 1) out.add(left + right[1] + right[0] + right.slice(2));
    for (const letter of LETTERS) {
      if (right) out.add(left + letter + right.slice(1));
      out.add(left + letter + right);
    }
  }
  out.delete(word);
  return out;
}

function isKnown(word: string, lexicon: Lexicon): boolean {
  const lower = word.toLowerCase();
  return lexicon.isWord(word) || lexicon.isWord(lower) || lexicon.frequency(lower) >= KNOWN_FREQUENCY;
}

/**
 * Whether a candidate is a likely correction at all: learners rarely get the first letter wrong,
 * and a word that is a candidate plus "s" is more likely an inflection the dictionary lacks.
 */
function isPlausible(word: string, candidate: string): boolean {
  return candidate[0] === word[0] && !(word === `${candidate}s`);
}

/** The one clear correction of an unknown lower-case word, or undefined when there is none. */
export function bestSpelling(lower: string, lexicon: Lexicon): string | undefined {
  const candidates = [...editsOne(lower)]
    .filter((candidate) => isPlausible(lower, candidate))
    .map((candidate) => ({ candidate, frequency: lexicon.frequency(candidate) }))
    .filter(({ candidate, frequency }) => frequency >= MIN_SUGGESTION_FREQUENCY && lexicon.isWord(candidate))
    .sort((a, b) => b.frequency - a.frequency || a.candidate.localeCompare(b.candidate));
  const [best, next] = candidates;
  if (!best || (next && best.frequency < MIN_LEAD * next.frequency)) return undefined;
  return best.candidate;
}

/** Unknown words one letter away from a clear, common word: 'freind' → 'friend'. */
export const spelling: Rule = {
  id: "spelling",
  description: "Corrects a misspelt word when one common word is clearly meant.",
  category: "spelling",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My brother is verry tall.", "My brother is very tall."],
      ["We went to the bech in summer.", "We went to the beach in summer."],
    ],
    right: ["My brother is very tall.", "Maria lives in Zaragoza with her colour printer.", "The organization sent an email.", "NASA and UNESCO are acronyms.", "I can't swim.", "Visit www.redpen.example or href links.", "The coverages differ."],
  },
  check(text) {
    const lexicon = getLexicon();
    const findings: Finding[] = [];
    for (const token of words(text)) {
      const word = token.text;
      if (word.length < 4 || /[^A-Za-z]/.test(word)) continue;
      // Part of an address, a file name or markup ("www.", "href=", "@school"): not prose.
      if (/[./:@=_<>\\#]/.test(text[token.start - 1] ?? "") || /[/:@=_<>\\#]|\.\w/.test(text.slice(token.end, token.end + 2))) continue;
      // Capitalised words may be names; all-capital words may be acronyms: left alone.
      if (word[0] !== word[0]!.toLowerCase() || isKnown(word, lexicon)) continue;
      const suggestion = bestSpelling(word, lexicon);
      if (!suggestion) continue;
      findings.push({ start: token.start, end: token.end, replacement: matchCase(word, suggestion), explanation: `This word is spelt '${suggestion}'.` });
    }
    return findings;
  },
};
