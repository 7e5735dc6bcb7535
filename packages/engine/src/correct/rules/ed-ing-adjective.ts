import {
  ARTICLES,
  BE_FORMS,
  DEGREE_ADVERBS,
  DETERMINERS,
  POSSESSIVES,
  QUANTIFYING_DETERMINERS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { formsOf, isPersonNoun } from "../../document/inflection";
import { followingWord, optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// -ing adjectives describe what causes a feeling; a person who has the feeling takes the -ed form.
const FEELINGS: Record<string, string> = {
  boring: "bored",
  interesting: "interested",
  exciting: "excited",
  tiring: "tired",
  disappointing: "disappointed",
  embarrassing: "embarrassed",
  frightening: "frightened",
  terrifying: "terrified",
  confusing: "confused",
  surprising: "surprised",
  annoying: "annoyed",
  worrying: "worried",
  exhausting: "exhausted",
  depressing: "depressed",
  relaxing: "relaxed",
};
// The -ed forms a thing cannot have: 'the film was bored' ('a relaxed weekend', 'a worried look' are right).
const CAUSES: Record<string, string> = Object.fromEntries(
  ["boring", "interesting", "exciting", "tiring", "disappointing", "exhausting", "depressing", "annoying"].map(
    (ing) => [FEELINGS[ing]!, ing],
  ),
);
// Things that make people feel something: a film, a lesson, a journey.
const THINGS = new Set(
  "film films movie movies book books lesson lessons lecture trip journey holiday game match story programme show party museum job subject course exam test situation experience day weekend evening ending news series novel concert speech video song documentary".split(
    " ",
  ),
);
const FEEL = new Set([...BE_FORMS, ...formsOf("feel", "get", "become")]);
const DEGREE = optional(DEGREE_ADVERBS);
const FEELING_WORDS = Object.keys(FEELINGS);

// 'I was boring', 'we're so exciting': how I or we feel.
const I_FEEL = [
  sequence(["i", "we"], FEEL, DEGREE, optional("a"), optional(["bit", "little"]), FEELING_WORDS),
  sequence(["i'm", "we're"], DEGREE, optional("a"), optional(["bit", "little"]), FEELING_WORDS),
];
// 'My sister is interesting in fashion': a person, and the preposition the feeling takes.
const isPerson = (word: Word) =>
  ["he", "she", "they", "you", "people"].includes(word.lower) || isPersonNoun(word.lower);
const FEELING_PREPOSITION: Record<string, string> = { interesting: "in", exciting: "about", boring: "of" };
const PERSON_FEELS = sequence(isPerson, FEEL, DEGREE, Object.keys(FEELING_PREPOSITION), ["in", "about", "of"]);
// 'interesting in many ways': what follows is not the topic.
const NOT_A_TOPIC = new Set([...DETERMINERS, ...QUANTIFYING_DETERMINERS, "many", "person", "a", "an", "real", "other"]);
// 'The film was very bored.', 'a very tired journey': a thing, which causes the feeling.
const THING_IS = sequence(new Set([...THINGS, "it"]), BE_FORMS, DEGREE, Object.keys(CAUSES));
const ED_THING = sequence(
  new Set([...ARTICLES, ...POSSESSIVES, ...DEGREE_ADVERBS, "such", "most", "more"]),
  Object.keys(CAUSES),
  THINGS,
);

// The adjective ends its clause: 'the film was bored, so...' but not 'it was bored with'.
const CLAUSE_ENDS = new Set(["and", "but", "so", "because", "that", "when"]);
const endsClause = (doc: Document, word: Word) => endsAfter(doc, word, CLAUSE_ENDS);

/** 'I was very boring' → 'bored', 'the film was bored' → 'boring': -ed for the person, -ing for the cause. */
export const edIngAdjective: Rule = {
  id: "ed-ing-adjective",
  description: "Uses the -ed adjective for how people feel and the -ing adjective for what makes them feel it.",
  category: "word choice",
  label: "-ed and -ing words (bored, boring)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I was very boring at the party.", "I was very bored at the party."],
      ["We are interesting in your course.", "We are interested in your course."],
      ["I'm so exciting about the trip.", "I'm so excited about the trip."],
      ["My sister is interesting in fashion.", "My sister is interested in fashion."],
      ["The film was very bored, so we left.", "The film was very boring, so we left."],
      ["It was a very tired journey.", "It was a very tiring journey."],
    ],
    right: [
      "I was very bored at the party.",
      "The party was boring.",
      "I find it interesting.",
      "I am relaxing at home.",
      "She is interesting and funny.",
      "He is interesting in many ways.",
      "We had a relaxed weekend.",
      "The dog was bored.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const replace = (word: Word, replacement: string, explanation: string) =>
      findings.push({ start: word.start, end: word.end, replacement, explanation });
    const feel = (word: Word) =>
      replace(
        word,
        FEELINGS[word.lower]!,
        `To say how someone feels, use '${FEELINGS[word.lower]}'; '${word.lower}' describes what makes them feel it.`,
      );
    for (const match of I_FEEL.flatMap((pattern) => pattern.matchAll(doc))) {
      const adjective = match.words.at(-1)!;
      // "I am relaxing at home": a continuous verb, not a feeling.
      const next = followingWord(doc, adjective);
      if (adjective.lower === "relaxing" && next?.joined && ["at", "in", "on", "by", "with"].includes(next.lower))
        continue;
      feel(adjective);
    }
    for (const match of PERSON_FEELS.matchAll(doc)) {
      const [adjective, preposition] = match.words.slice(-2) as [Word, Word];
      const topic = followingWord(doc, preposition);
      if (FEELING_PREPOSITION[adjective.lower] !== preposition.lower || !topic?.joined || NOT_A_TOPIC.has(topic.lower))
        continue;
      feel(adjective);
    }
    for (const match of [...THING_IS.matchAll(doc), ...ED_THING.matchAll(doc)]) {
      const adjective = match.words.find((word) => word.lower in CAUSES)!;
      if (match.words.at(-1) === adjective && !endsClause(doc, adjective)) continue;
      replace(
        adjective,
        CAUSES[adjective.lower]!,
        `For what makes people feel something, use '${CAUSES[adjective.lower]}'; '${adjective.lower}' is how they feel.`,
      );
    }
    return findings;
  },
};
