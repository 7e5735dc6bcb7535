import { sequence, type Pattern } from "../../document/pattern";
import type { PhraseCorrection } from "../data/phrases";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

/** Whether the text goes on with one of `followedBy` after `end`; "\n" also stands for the end of a line or of the text. */
function isFollowedBy(text: string, end: number, followedBy: readonly string[]): boolean {
  return followedBy.some((next) =>
    next === "\n" ? /^[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 200)) : text.startsWith(next, end),
  );
}

/** Turns one phrase-table entry into a rule that matches its phrases as whole words, any case. */
export function phraseRule(entry: PhraseCorrection): Rule {
  // Indexed by first word, so a text is scanned once whatever the number of phrases.
  const byFirstWord = new Map<string, { pattern: Pattern; right: string }[]>();
  for (const [wrong, right] of entry.pairs) {
    const parts = wrong.split(" ");
    byFirstWord.set(parts[0]!, [...(byFirstWord.get(parts[0]!) ?? []), { pattern: sequence(...parts), right }]);
  }
  return {
    id: entry.id,
    description: `${entry.pairs[0]![0]} → ${entry.pairs[0]![1]}`,
    category: entry.category,
    enabledByDefault: entry.enabledByDefault ?? true,
    label: entry.label,
    examples: entry.examples,
    antipatterns: entry.antipatterns,
    check(doc) {
      const findings: Finding[] = [];
      for (const word of doc.words) {
        for (const { pattern, right } of byFirstWord.get(word.lower) ?? []) {
          const match = pattern.matchAt(doc, word.index);
          if (!match || (entry.followedBy && !isFollowedBy(doc.text, match.end, entry.followedBy))) continue;
          const replacement = matchCase(doc.text.slice(match.start, match.end), right);
          // The pronoun 'I' is quoted with its capital: 'I have', not 'i have'.
          const quoted = right.replace(/^i\b/, "I");
          findings.push({
            start: match.start,
            end: match.end,
            replacement,
            explanation: entry.explanation.replaceAll("{right}", quoted),
          });
          break;
        }
      }
      return findings;
    },
  };
}
