import type { Word } from "../../document/document";
import { formsOf, infinitiveOfPresent, lexiconTags } from "../../document/inflection";
import { isBaseVerb, optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

const SUBJECT_TO_OBJECT: Record<string, string> = {
  i: "me",
  we: "us",
  he: "him",
  she: "her",
  they: "them",
  you: "you",
};
const OBJECTS = new Set(Object.values(SUBJECT_TO_OBJECT));
const WOULD = ["would", "i'd", "we'd", "you'd", "he'd", "she'd", "they'd"];
const WANTS = formsOf("want");
// 'I want you back', 'I want them here': not a verb after the person.
const NOT_VERBS = new Set([
  "back",
  "home",
  "here",
  "there",
  "out",
  "in",
  "up",
  "down",
  "now",
  "too",
  "all",
  "again",
  "so",
]);
const isVerb = (word: Word, doc: Parameters<typeof isBaseVerb>[1]) =>
  !NOT_VERBS.has(word.lower) && (isBaseVerb(word, doc) || infinitiveOfPresent(word.lower) !== undefined);

// 'I want that you come' → 'I want you to come'.
const WANT_THAT = [
  sequence(WANTS, "that", Object.keys(SUBJECT_TO_OBJECT), optional("will"), isVerb),
  sequence(
    WOULD,
    optional(["really", "also"]),
    ["like", "love", "prefer"],
    "that",
    Object.keys(SUBJECT_TO_OBJECT),
    optional("will"),
    isVerb,
  ),
];
// 'I would like you come' → 'I would like you to come'.
const WANT_PERSON_VERB = [
  sequence(WANTS, OBJECTS, isBaseVerb),
  sequence(WOULD, optional(["really", "also"]), ["like", "love", "prefer"], OBJECTS, isBaseVerb),
];

/** 'I want that you come' and 'I would like you come' → 'I want you to come': want + person + to + verb. */
export const wantObjectTo: Rule = {
  id: "want-object-to",
  description: "Uses want or would like + person + to + verb.",
  category: "verb form",
  label: "want someone to do something",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I want that you come to my party.", "I want you to come to my party."],
      ["My parents want that I study medicine.", "My parents want me to study medicine."],
      ["I would like you come with me.", "I would like you to come with me."],
    ],
    right: [
      "I want you to come.",
      "She wants that book for her birthday.",
      "I would like her help with the project.",
      "I want you back.",
      "I suggest you take the bus.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of WANT_THAT.flatMap((pattern) => pattern.matchAll(doc))) {
      const that = match.words.find((word) => word.lower === "that")!;
      const [subject, ...rest] = match.words.slice(match.words.indexOf(that) + 1);
      const verb = rest.at(-1)!;
      // 'I want that I...': the same person, which a 'that' clause is the only way to say.
      if (doc.words[match.words[0]!.index - 1]?.lower === subject!.lower) continue;
      const base = isBaseVerb(verb, doc) ? verb.lower : infinitiveOfPresent(verb.lower);
      if (!base) continue;
      const replacement = `${SUBJECT_TO_OBJECT[subject!.lower]} to ${base}`;
      findings.push({
        start: that.start,
        end: verb.end,
        replacement,
        explanation: `Say 'want someone to do something': '${replacement}'.`,
      });
    }
    for (const match of WANT_PERSON_VERB.flatMap((pattern) => pattern.matchAll(doc))) {
      const [person, verb] = match.words.slice(-2) as [Word, Word];
      if (NOT_VERBS.has(verb.lower)) continue;
      // 'I would like her help': 'her' with a noun after it.
      if (
        person.lower === "her" &&
        (lexiconTags(verb.lower).includes("Singular") || doc.tags(verb.index).tags.includes("Noun"))
      )
        continue;
      findings.push({
        start: verb.start,
        end: verb.start,
        replacement: "to ",
        explanation: `Put 'to' before the verb: '${person.lower} to ${verb.lower}'.`,
      });
    }
    return findings;
  },
};
