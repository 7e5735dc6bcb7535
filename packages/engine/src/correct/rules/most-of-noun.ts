import { PRONOUNS } from "../../document/closed-classes";
import { lexiconTags, singularOf } from "../../document/inflection";
import type { Document, Word } from "../../document/document";
import { objectAt, opensNounPhrase } from "../../document/noun-phrase";
import { sequence, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const MOST_OF = sequence("most", "of");
// 'make the most of opportunities': the idiom, where 'the most of' is right.
const MAKE = new Set(["make", "makes", "made", "making"]);

/** The plural noun phrase after 'of' with no determiner ('teenagers', 'young people'), as its text. */
function barePlural(doc: Document, of: Word): string | undefined {
  const first = doc.words[of.index + 1];
  if (!first?.joined || opensNounPhrase(first.lower) || !/^[A-Za-z][a-z]*$/.test(first.text)) return undefined;
  // A capital begins a name ('most of Europe') unless a plural noun follows: 'most of Italian people'.
  if (first.text !== first.lower) {
    const next = doc.words[first.index + 1];
    const described = next?.joined && /^[a-z]+$/.test(next.text) ? objectAt(doc, next.index) : undefined;
    return described?.number === "plural" && described.end === next!.index
      ? doc.text.slice(first.start, next!.end)
      : undefined;
  }
  const phrase = objectAt(doc, first.index);
  if (phrase?.number === "plural") return doc.text.slice(first.start, doc.words[phrase.end]!.end);
  // 'most of shops close': the tagger may read the noun as a verb, but after 'of' it is a noun.
  const singular = PRONOUNS.has(first.lower) ? undefined : singularOf(first.lower);
  return singular && lexiconTags(singular).some((tag) => tag === "Singular" || tag === "Infinitive")
    ? first.text
    : undefined;
}

/** 'most of teenagers' → 'most teenagers', 'the most of people' → 'most people': 'most of' needs a determiner after it. */
export const mostOfNoun: Rule = {
  id: "most-of-noun",
  description: "Drops 'of' (and 'the') from 'most of' before a plural noun with no determiner.",
  category: "article",
  label: "“most people”, not “most of people”",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Most of teenagers have a phone.", "Most teenagers have a phone."],
      ["The most of people agree with me.", "Most people agree with me."],
      ["I think most of young people like sport.", "I think most young people like sport."],
      ["Most of Spanish students learn English.", "Most Spanish students learn English."],
    ],
    right: [
      "Most of the teenagers in my class have a phone.",
      "Most of them agree with me.",
      "Most of my friends live nearby.",
      "It is the most important day of the year.",
      "We made the most of opportunities like this.",
      "Most of these books are old.",
      "Most of Europe was cold.",
      "Most of London is expensive.",
      "Most of Tom's friends came.",
      "Most of Paris was closed.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of MOST_OF.matchAll(doc)) {
      const [most, of] = words as [Word, Word];
      const noun = barePlural(doc, of);
      if (!noun) continue;
      const the = wordBefore(doc, most);
      const withThe = the?.lower === "the" && most.joined;
      const before = withThe ? wordBefore(doc, the) : the;
      if (before && MAKE.has(before.lower)) continue;
      const start = withThe ? the : most;
      findings.push({
        start: start.start,
        end: of.end,
        replacement: matchCase(start.text, "most"),
        explanation: `For ${noun} in general, say 'most ${noun}'; 'most of' needs 'the', 'my' or 'these' before the noun.`,
      });
    }
    return findings;
  },
};
