import type { Document, Word } from "../../document/document";
import { isAdjective, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// Adjectives of nations and their history, after which 'peoples' means nations: 'the indigenous peoples'.
const NATIONS = new Set(
  "indigenous native ancient tribal nomadic different various neighbouring neighboring colonised colonized conquered first aboriginal germanic slavic celtic".split(
    " ",
  ),
);

/** Whether 'peoples' here means nations or ethnic groups: 'the peoples of Europe', 'the indigenous peoples', 'peoples and cultures'. */
function meansNations(doc: Document, word: Word): boolean {
  const after = doc.text.slice(word.end, word.end + 20);
  if (/^(?:['\u2019]|\s+(?:of|and|or)\b)/.test(after)) return true;
  const before = word.joined ? wordBefore(doc, word) : undefined;
  if (!before) return false;
  // A capital mid-sentence names a nation's adjective: 'Slavic peoples'.
  const named = /^\p{Lu}/u.test(before.text) && before.index !== doc.sentences[before.sentence]!.firstWord;
  if (before.lower === "the" || NATIONS.has(before.lower) || named) return true;
  // 'the young peoples' keeps to people; another adjective after 'the' ('the ancient peoples') names nations.
  const first = wordBefore(doc, before);
  return isAdjective(before, doc) && before.joined && first?.lower === "the";
}

/** 'Many peoples think…' → 'Many people think…': 'people' is already plural; 'peoples' means nations. */
export const peoplePlural: Rule = {
  id: "people-plural",
  description: "Uses 'people' as the plural of 'person': 'peoples' means nations.",
  category: "noun number",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Many peoples think that exams are unfair.", "Many people think that exams are unfair."],
      ["Peoples in my town are friendly.", "People in my town are friendly."],
      ["Young peoples like music.", "Young people like music."],
    ],
    right: [
      "The indigenous peoples of Canada have their own languages.",
      "The peoples of Europe share a history.",
      "Many people think that exams are unfair.",
      "They respect other peoples and cultures.",
      "Native peoples lived here first.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      if (word.lower !== "peoples" || meansNations(doc, word)) continue;
      findings.push({
        start: word.start,
        end: word.end,
        replacement: matchCase(word.text, "people"),
        explanation: "'People' is already the plural of 'person'; 'peoples' means nations ('the peoples of Europe').",
      });
    }
    return findings;
  },
};
