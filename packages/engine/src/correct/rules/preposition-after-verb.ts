import {
  ARTICLES,
  DEMONSTRATIVES,
  INDEFINITE_PRONOUNS,
  OBJECT_PRONOUNS,
  POSSESSIVES,
} from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { formsOf } from "../../document/inflection";
import { isAdjective, wordBefore } from "../../document/pattern";
import { TIME_UNITS } from "../../document/time-markers";
import type { Finding, Rule } from "../types";

/** A verb that takes its object only after a preposition, and what that object is. */
interface PrepositionalVerb {
  preposition: string;
  /** What follows the preposition, for the explanation: 'what you hear'. */
  object: string;
  /** Whether a bare noun may follow ('listen music'); the others need a determiner or a pronoun first. */
  bareNoun?: boolean;
}

const VERBS: Record<string, PrepositionalVerb> = {
  listen: { preposition: "to", object: "what you hear", bareNoun: true },
  wait: { preposition: "for", object: "what you expect to come" },
  depend: { preposition: "on", object: "what decides it" },
  belong: { preposition: "to", object: "the owner" },
  reply: { preposition: "to", object: "what you answer" },
};
const VERB_OF_FORM = new Map(
  Object.keys(VERBS).flatMap((verb) => [...formsOf(verb)].map((form) => [form, verb] as const)),
);
// Words that open the object: 'listen the radio', 'wait your answer', 'reply me'. Not 'that',
// which may open a clause ('he replied that he was busy').
const OPENERS = new Set([...ARTICLES, ...POSSESSIVES, ...DEMONSTRATIVES, ...OBJECT_PRONOUNS, "you", "it"]);
OPENERS.delete("that");
// How long, not what: 'wait a minute', 'wait your turn', 'listened the whole evening'; and 'reply the same'.
const HOW_LONG = new Set([
  ...TIME_UNITS,
  ..."moment while bit second seconds time turn night morning afternoon evening weekend ages long same".split(" "),
]);
// 'wait it out' is an idiom.
const NOT_AFTER = new Map([["wait", new Set(["it"])]]);

const isNounWord = (word: Word, doc: Document) => {
  const { tags } = doc.tags(word.index);
  return tags.includes("Noun") && !tags.includes("Pronoun");
};

/** The object's words after the verb, up to five: an opener or (after 'listen') a noun or adjective, then nouns and adjectives. */
function objectAfter(doc: Document, verb: Word, takes: PrepositionalVerb): Word[] | undefined {
  const first = doc.words[verb.index + 1];
  if (!first?.joined || NOT_AFTER.get(doc.tags(verb.index).lemma)?.has(first.lower)) return undefined;
  // A bare noun, not a name or 'everybody' said to the listeners: 'listen music', not 'listen everybody'.
  const plain = first.text === first.lower && !INDEFINITE_PRONOUNS.has(first.lower);
  const bare = takes.bareNoun && plain && (isNounWord(first, doc) || isAdjective(first, doc));
  if (!OPENERS.has(first.lower) && !bare) return undefined;
  const words = [first];
  for (let next = doc.words[first.index + 1]; next?.joined && words.length < 5; next = doc.words[next.index + 1]) {
    const describes = isAdjective(next, doc) || doc.tags(next.index).tags.includes("Adjective");
    if (OBJECT_PRONOUNS.has(first.lower) || !(isNounWord(next, doc) || describes)) break;
    words.push(next);
  }
  if (words.some((word) => HOW_LONG.has(word.lower))) return undefined;
  // A bare object is a noun with its adjectives: 'listen loud music', not 'listen careful to'.
  return OPENERS.has(first.lower) || words.some((word) => isNounWord(word, doc)) ? words : undefined;
}

/** Whether the word is the verb, not the noun ('a long wait', 'in reply'). */
function isVerbHere(doc: Document, word: Word): boolean {
  const before = word.joined ? wordBefore(doc, word) : undefined;
  return (
    !before ||
    !(ARTICLES.has(before.lower) || POSSESSIVES.has(before.lower) || before.lower === "in" || isAdjective(before, doc))
  );
}

/** 'listen the radio' → 'listen to the radio', 'wait the bus' → 'wait for the bus': verbs that take their object after a preposition. */
export const prepositionAfterVerb: Rule = {
  id: "preposition-after-verb",
  description: "Puts the preposition after listen (to), wait (for), depend (on), belong (to) and reply (to).",
  category: "preposition",
  label: "Verbs with their preposition (listen to, wait for)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I like listening music at night.", "I like listening to music at night."],
      ["My grandfather listens the radio every morning.", "My grandfather listens to the radio every morning."],
      ["I will wait you at the station.", "I will wait for you at the station."],
      ["We waited the bus for an hour.", "We waited for the bus for an hour."],
      ["It depends the weather.", "It depends on the weather."],
      ["This bag belongs my sister.", "This bag belongs to my sister."],
      ["He never replied my email.", "He never replied to my email."],
    ],
    right: [
      "I like listening to music at night.",
      "Wait a minute, please.",
      "You must wait your turn.",
      "We waited the whole afternoon.",
      "Listen carefully.",
      "We listened in silence.",
      "He replied that he was busy.",
      "It was a long wait.",
      "Let's wait it out.",
      "It depends, of course.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      const verb = VERB_OF_FORM.get(word.lower);
      if (!verb || (word.text !== word.lower && word.index !== doc.sentences[word.sentence]!.firstWord)) continue;
      const takes = VERBS[verb]!;
      const object = isVerbHere(doc, word) ? objectAfter(doc, word, takes) : undefined;
      if (!object) continue;
      const objectText = doc.text.slice(object[0]!.start, object.at(-1)!.end);
      const Verb = verb[0]!.toUpperCase() + verb.slice(1);
      findings.push({
        start: word.start,
        end: word.end,
        replacement: `${word.text} ${takes.preposition}`,
        explanation: `'${Verb}' needs '${takes.preposition}' before ${takes.object}: '${word.lower} ${takes.preposition} ${objectText}'.`,
      });
    }
    return findings;
  },
};
