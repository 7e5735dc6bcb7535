import { getLexicon } from "../../document/lexicon";
import type { Finding, Rule } from "../types";

// Two words with a full stop, '!' or '?' between them and no space: 'electricity.we', 'you!So'.
const JOINED_SENTENCES = /(?<![\p{L}\p{N}@/.:_-])(\p{L}{2,})([.!?])(\p{L}{2,})(?![\p{L}\p{N}@/._-])/gu;
// Endings of addresses and file names, which are words too ('site.com', 'notes.doc').
const ADDRESS_PARTS = new Set(
  "com org net edu gov int mil info biz io co uk us eu de es fr it nl pl pt ru jp cn au ca in html htm php asp js ts css json xml pdf doc docx txt jpg jpeg png gif zip exe app".split(
    " ",
  ),
);

/** 'It was late.we went home' → 'It was late. We went home': a space after a sentence's end, and a capital. */
export const spaceAfterSentenceEnd: Rule = {
  id: "space-after-sentence-end",
  description: "Leaves a space after a full stop, '!' or '?' between two sentences.",
  category: "punctuation",
  label: "A space after a full stop",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["The house was on a hill.there was a garden.", "The house was on a hill. There was a garden."],
      ["Thank you!See you soon.", "Thank you! See you soon."],
      ["Are you coming?We are waiting.", "Are you coming? We are waiting."],
    ],
    right: [
      "The house was on a hill. There was a garden.",
      "Visit www.redpen.example or bbc.co.uk today.",
      "Open notes.doc and the index.html page.",
      "I study at the U.S.A. office, e.g. on Monday.",
      "Write to anna.rossi@school.example now.",
      "We waited...and waited.",
      "The file is called summer.holiday for now.",
    ],
  },
  check(doc) {
    const lexicon = getLexicon();
    const findings: Finding[] = [];
    for (const match of doc.text.matchAll(JOINED_SENTENCES)) {
      const [, first, mark, second] = match as unknown as [string, string, string, string];
      const lower = second.toLowerCase();
      if (ADDRESS_PARTS.has(lower) || !lexicon.isWord(first.toLowerCase()) || !lexicon.isWord(lower)) continue;
      // A lower-case word after a full stop: a file or a name's part as often as a new sentence ('summer.holiday').
      if (
        mark === "." &&
        second === lower &&
        !/^(?:i|we|he|she|it|they|you|there|the|this|my|but|so|then|first|after)$/.test(lower)
      )
        continue;
      const start = match.index + first.length + mark.length;
      findings.push({
        start,
        end: start + 1,
        replacement: ` ${second[0]!.toUpperCase()}`,
        explanation: "Leave a space after the end of a sentence, and start the next one with a capital letter.",
      });
    }
    return findings;
  },
};
