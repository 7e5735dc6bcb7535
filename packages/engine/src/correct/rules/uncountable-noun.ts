import { UNCOUNTABLE_NOUNS } from "../../document/closed-classes";
import { takesMuch } from "../../document/countable";
import type { Document, Word } from "../../document/document";
import { getLexicon } from "../../document/lexicon";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

/** The '-s' form a learner gives a noun: 'informations', 'researches', 'jewelleries'. */
const sForm = (noun: string) =>
  /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|sh|ch|x|z)$/.test(noun) ? `${noun}es` : `${noun}s`;
const SINGULAR_OF = new Map(
  [...UNCOUNTABLE_NOUNS].filter((noun) => !noun.endsWith("s")).map((noun) => [sForm(noun), noun]),
);
// Words that count, after which an '-s' form that is also a verb ('she researches', 'it weathers') is a plural noun.
const COUNTING = new Set(["many", "several", "few", "various", "numerous", "these", "those"]);
const NEGATIVE = /n't$|^(not|never|no|how|too|so)$/;

/** The noun and its singular when the word is an uncountable noun, or an '-s' form of one, used as a noun here. */
function uncountable(doc: Document, word: Word, afterMany: boolean): { singular: string } | undefined {
  if (word.text !== word.lower) return undefined;
  if (takesMuch(word.lower)) return { singular: word.lower };
  const singular = SINGULAR_OF.get(word.lower);
  if (!singular) return undefined;
  // An '-s' form the dictionaries accept is a verb or a rare plural ('the accommodations'): only after a counting word.
  if (!getLexicon().isWord(word.lower)) return { singular };
  const [before2, before] = [doc.words[word.index - 2], doc.words[word.index - 1]];
  const counted =
    afterMany || COUNTING.has(before?.lower ?? "") || (before?.lower === "of" && /^lots?$/.test(before2?.lower ?? ""));
  return counted ? { singular } : undefined;
}

// A noun that modifies the next one is not the one counted: 'many software companies', 'many information desks'.
const modifiesNext = (doc: Document, word: Word) => {
  const next = doc.words[word.index + 1];
  const tags = next?.joined ? doc.tags(next.index).tags : [];
  return tags.includes("Noun") && !tags.includes("Pronoun");
};

/**
 * 'informations' → 'information', 'many money' → 'much money', 'fewer traffic' → 'less traffic':
 * an uncountable noun has no plural, and takes 'much' and 'less'.
 */
export const uncountableNoun: Rule = {
  id: "uncountable-noun",
  description: "Keeps uncountable nouns singular, with 'much' and 'less': 'much information'.",
  category: "noun number",
  label: "Uncountable nouns (advice, information)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["She gave me some useful informations.", "She gave me some useful information."],
      ["We did a lot of researches.", "We did a lot of research."],
      ["I found many informations about it.", "I found much information about it."],
      ["I don't have many money.", "I don't have much money."],
      ["How many homework do you have?", "How much homework do you have?"],
      ["We don't have many time.", "We don't have much time."],
    ],
    right: [
      "She gave me some useful information.",
      "She researches the history of our town.",
      "The hotel accommodations were good.",
      "I have been there many times.",
      "There are many software companies here.",
      "I don't have much money.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      const before = word.joined ? doc.words[word.index - 1] : undefined;
      const quantifier = before && ["many", "fewer"].includes(before.lower) ? before : undefined;
      const noun = uncountable(doc, word, quantifier?.lower === "many");
      if (!noun) continue;
      if (quantifier) {
        // 'many time' may mean 'many times': after 'not', 'how', 'too' or 'so' it is surely 'much time'.
        const lead = doc.words.slice(Math.max(0, quantifier.index - 3), quantifier.index);
        const negative = lead.some((w) => w.sentence === word.sentence && NEGATIVE.test(w.lower));
        if (modifiesNext(doc, word) || (word.lower === "time" && !negative)) continue;
        const right = quantifier.lower === "many" ? "much" : "less";
        findings.push({
          start: quantifier.start,
          end: word.end,
          replacement: `${matchCase(quantifier.text, right)} ${noun.singular}`,
          explanation: `'${noun.singular}' cannot be counted: say '${right} ${noun.singular}'.`,
        });
      } else if (noun.singular !== word.lower) {
        findings.push({
          start: word.start,
          end: word.end,
          replacement: noun.singular,
          explanation: `'${noun.singular}' cannot be counted, so it has no plural '-s'.`,
        });
      }
    }
    return findings;
  },
};
