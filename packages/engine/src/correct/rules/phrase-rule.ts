import type { PhraseCorrection } from "../data/phrases";
import type { Finding, Rule } from "../types";
import { matchCase, onlySpaceBetween, words } from "../words";

/** Turns one phrase-table entry into a rule that matches its phrases as whole words, any case. */
export function phraseRule(entry: PhraseCorrection): Rule {
  const notAfter = new Set(entry.notAfter ?? []);
  const notBefore = new Set(entry.notBefore ?? []);
  // Indexed by first word, so a text is scanned once whatever the number of phrases.
  const byFirstWord = new Map<string, { parts: string[]; right: string }[]>();
  entry.wrong.forEach((phrase, i) => {
    const parts = phrase.split(" ");
    byFirstWord.set(parts[0]!, [...(byFirstWord.get(parts[0]!) ?? []), { parts, right: entry.right[i]! }]);
  });
  return {
    id: entry.id,
    description: `${entry.wrong[0]} → ${entry.right[0]}`,
    category: entry.category,
    enabledByDefault: true,
    examples: entry.examples,
    check(text) {
      const tokens = words(text);
      const findings: Finding[] = [];
      for (let i = 0; i < tokens.length; i++) {
        if (notAfter.has(tokens[i - 1]?.text.toLowerCase() ?? "")) continue;
        for (const { parts, right } of byFirstWord.get(tokens[i]!.text.toLowerCase()) ?? []) {
          const span = tokens.slice(i, i + parts.length);
          if (span.length !== parts.length) continue;
          const matches = span.every((token, k) => token.text.toLowerCase() === parts[k] && (k === 0 || onlySpaceBetween(text, span[k - 1]!.end, token.start)));
          if (!matches || (entry.followedBy && !entry.followedBy.some((next) => text.startsWith(next, span.at(-1)!.end)))) continue;
          if (notBefore.has(tokens[i + parts.length]?.text.toLowerCase() ?? "")) continue;
          const start = span[0]!.start;
          const original = text.slice(start, span.at(-1)!.end);
          findings.push({ start, end: span.at(-1)!.end, replacement: matchCase(original, right), explanation: entry.explanation.replaceAll("{right}", right) });
          break;
        }
      }
      return findings;
    },
  };
}
