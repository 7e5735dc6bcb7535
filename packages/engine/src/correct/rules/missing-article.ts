import { BE_FORMS, COUNTABLE_NOUNS, DETERMINERS, PERSON_NOUNS, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { isAdjective, optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";
import { wantsAn } from "./a-an";

// The noun ends its phrase: punctuation, the end of the text, or a word that starts something new.
const PHRASE_ENDS = new Set([
  "and",
  "but",
  "or",
  "when",
  "because",
  "so",
  "in",
  "at",
  "with",
  "for",
  "from",
  "who",
  "that",
  "than",
  "of",
  "to",
]);
function endsPhrase(doc: Document, noun: Word): boolean {
  if (/^[-'\u2019]/.test(doc.text.slice(noun.end))) return false;
  const next = doc.words[noun.index + 1];
  return !next || !next.joined || PHRASE_ENDS.has(next.lower);
}

// 'I was child', 'she is teacher': a subject, a form of 'be' and a person noun.
const ROLE = sequence(SUBJECT_PRONOUNS, BE_FORMS, PERSON_NOUNS);
// 'it was very good idea': 'be', 'very' and an adjective before a countable noun.
const DESCRIBED = sequence(BE_FORMS, optional(["very", "really", "quite"]), isAdjective, COUNTABLE_NOUNS);
// 'in other country': 'other' before a singular countable noun is 'another', unless a determiner comes first.
const OTHER = sequence("other", COUNTABLE_NOUNS);
const BEFORE_OTHER = new Set([...DETERMINERS, "each", "every", "no", "any", "some", "one", "many", "several", "few"]);

/** 'when I was child' → 'when I was a child', 'in other country' → 'in another country': a singular countable noun needs an article. */
export const missingArticle: Rule = {
  id: "missing-article",
  description: "Puts 'a' or 'an' before a singular countable noun that has none.",
  category: "article",
  label: "“a” before a singular noun (a child, another country)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["When I was child, I lived by the sea.", "When I was a child, I lived by the sea."],
      ["She is teacher.", "She is a teacher."],
      ["It was very good idea.", "It was a very good idea."],
      ["I would like to live in other country.", "I would like to live in another country."],
      ["It is interesting place to visit.", "It is an interesting place to visit."],
      ["It was honest decision.", "It was an honest decision."],
    ],
    right: [
      "When I was a child, I lived by the sea.",
      "She is a teacher.",
      "It was a very good idea.",
      "I would like to live in another country.",
      "We helped each other person.",
      "The other day was hot.",
      "It was very good news.",
      "They were students then.",
      "Each other country has its own rules.",
      "He is child-friendly.",
      "It is good weather for a walk.",
      "I was student president.",
      "It was last month.",
      "There were many other student groups.",
      "We bought balloons and other party things.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const insert = (before: Word, noun: Word, explanation: string) => {
      const article = wantsAn(before.text) ? "an" : "a";
      findings.push({
        start: before.start,
        end: before.start,
        replacement: `${article} `,
        explanation: explanation.replace("{article}", article).replace("{noun}", noun.text),
      });
    };
    for (const word of doc.words) {
      const role = ROLE.matchAt(doc, word.index);
      if (role && endsPhrase(doc, role.words[2]!))
        insert(role.words[2]!, role.words[2]!, "Use '{article}' before a singular noun like '{noun}'.");
      const described = DESCRIBED.matchAt(doc, word.index);
      if (described && endsPhrase(doc, described.words.at(-1)!))
        insert(
          described.words[1]!,
          described.words.at(-1)!,
          "Use '{article}' before a singular noun like '{noun}', even with words before it.",
        );
      const other = OTHER.matchAt(doc, word.index);
      const previous = word.joined ? doc.words[word.index - 1]! : undefined;
      if (
        other &&
        word.text === "other" &&
        /^[a-z]+$/.test(other.words[1]!.text) &&
        endsPhrase(doc, other.words[1]!) &&
        !BEFORE_OTHER.has(previous?.lower ?? "")
      ) {
        findings.push({
          start: word.start,
          end: word.end,
          replacement: "another",
          explanation: `Use 'another' before a singular noun: 'another ${other.words[1]!.text}'.`,
        });
      }
    }
    return findings;
  },
};
