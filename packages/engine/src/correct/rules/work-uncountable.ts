import type { Document, Word } from "../../document/document";
import { isBaseVerb, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// Words that count or measure: 'many works', 'a lot of works'. 'many' and 'few' become 'much' and 'little'.
const MEASURE = new Set(["many", "much", "lots", "lot", "more", "extra", "some", "few"]);
const UNCOUNTED: Record<string, string> = { many: "much", few: "little" };
// What follows labour, never a painting or a book: 'works to do', 'works to finish'.
const TO_DO = (doc: Document, word: Word) => {
  const to = doc.words[word.index + 1];
  const verb = to && doc.words[to.index + 1];
  return to?.joined && to.lower === "to" && verb?.joined && isBaseVerb(verb, doc);
};

/** The word that counts 'works' ('many', 'lot' of 'a lot of'), if any. */
function measureBefore(doc: Document, works: Word): Word | undefined {
  const before = works.joined ? wordBefore(doc, works) : undefined;
  if (!before) return undefined;
  if (before.lower === "of") {
    const lot = before.joined ? wordBefore(doc, before) : undefined;
    return lot && (lot.lower === "lot" || lot.lower === "lots") ? lot : undefined;
  }
  return MEASURE.has(before.lower) ? before : undefined;
}

/** 'a lot of works to do' → 'a lot of work to do': work as labour cannot be counted. */
export const workUncountable: Rule = {
  id: "work-uncountable",
  description: "Keeps 'work' (labour) singular: 'a lot of work to do'.",
  category: "noun number",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I have a lot of works to do.", "I have a lot of work to do."],
      ["She had so many works to finish.", "She had so much work to finish."],
      ["We have some works to do in the garden.", "We have some work to do in the garden."],
    ],
    right: [
      "I have a lot of work to do.",
      "The museum has many works by Picasso.",
      "The works of Shakespeare are famous.",
      "There are road works on the bridge.",
      "My father works a lot.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      if (word.lower !== "works") continue;
      const measure = measureBefore(doc, word);
      if (!measure || !TO_DO(doc, word)) continue;
      const uncounted = UNCOUNTED[measure.lower];
      findings.push({
        start: uncounted ? measure.start : word.start,
        end: word.end,
        replacement: uncounted ? `${matchCase(measure.text, uncounted)} work` : "work",
        explanation: `'Work' meaning things to do cannot be counted, so it has no '-s'${uncounted ? ` and takes '${uncounted}'` : ""}: 'works' are paintings, books or factories.`,
      });
    }
    return findings;
  },
};
