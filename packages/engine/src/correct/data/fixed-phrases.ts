import type { Word } from "../../document/document";
import { crossing } from "../../document/pattern";
import type { PhraseCorrection } from "./phrases";

// Only at the start of a sentence or clause is 'at the end,' or 'on my opinion' the fixed phrase:
// after any other word ('we waited at the end,', 'based on my opinion') it is part of the clause.
const CLAUSE_LINKS = new Set(["and", "but", "so", "then", "yet", "because"]);
const inClause = (word: Word) => !CLAUSE_LINKS.has(word.lower);

/** Fixed phrases of time, opinion and text structure that learners build word by word. */
export const FIXED_PHRASES: PhraseCorrection[] = [
  {
    id: "all-the-time",
    category: "missing word",
    pairs: [["all time", "all the time"]],
    explanation: "'All the time' (always, again and again) needs 'the'; 'of all time' means 'ever'.",
    followedBy: [".", ",", "!", "?", ";", " and ", " but ", " because ", " so ", " when ", " while ", " during ", " in ", " at ", " about ", " with ", " on ", " now", " these days"],
    antipatterns: [{ pattern: [["of", "for", "through", "throughout", "across", "an", "the"], "all", "time"], example: "She is the greatest singer of all time." }],
    examples: {
      wrong: [["He plays games all time.", "He plays games all the time."], ["She talks about it all time, and I am tired of it.", "She talks about it all the time, and I am tired of it."]],
      right: ["He plays games all the time.", "She is the greatest singer of all time.", "Prices reached an all-time high.", "It was the best film for all time."],
    },
  },
  {
    id: "of-all-time",
    category: "article",
    pairs: [["of the all time", "of all time"], ["of the all times", "of all time"], ["of all times", "of all time"]],
    explanation: "The fixed phrase 'of all time' (ever) takes no 'the' and no plural: 'the best film of all time'.",
    examples: {
      wrong: [["She is my favourite singer of the all time.", "She is my favourite singer of all time."], ["It is the best game of all times.", "It is the best game of all time."]],
      right: ["She is my favourite singer of all time.", "It was the hottest day of the year."],
    },
  },
  {
    id: "in-the-end",
    category: "preposition",
    pairs: [["at the end", "in the end"]],
    explanation: "'In the end' means 'finally, after everything'; 'at the end' needs 'of' and names a place or moment: 'at the end of the film'.",
    followedBy: [","],
    // 'At the end, there is a garden' is a place.
    antipatterns: [
      { pattern: [inClause, "at", "the", "end"], example: "He waited at the end, near the door." },
      { pattern: ["at", "the", "end", crossing("there")], example: "At the end, there is a small garden." },
    ],
    examples: {
      wrong: [["At the end, we stayed at home.", "In the end, we stayed at home."], ["We argued, but at the end, he agreed.", "We argued, but in the end, he agreed."]],
      right: ["In the end, we stayed at home.", "At the end of the day, money is not everything.", "He waited at the end, near the door."],
    },
  },
  {
    id: "in-my-opinion",
    category: "word choice",
    pairs: [["according to me", "in my opinion"], ["on my opinion", "in my opinion"], ["in my point of view", "from my point of view"]],
    explanation: "To give your own view, the fixed phrase is '{right}': 'according to' reports what other people say.",
    antipatterns: [{ pattern: [inClause, ["on", "in"], "my", ["opinion", "point"]], example: "It depends on my opinion of him." }],
    examples: {
      wrong: [["According to me, it is too expensive.", "In my opinion, it is too expensive."], ["On my opinion, it is too expensive.", "In my opinion, it is too expensive."], ["In my point of view, it is too expensive.", "From my point of view, it is too expensive."]],
      right: ["In my opinion, it is too expensive.", "According to my brother, it is too expensive.", "It depends on my opinion of him."],
    },
  },
  {
    id: "on-the-contrary",
    category: "preposition",
    pairs: [["in the contrary", "on the contrary"]],
    explanation: "To say that the opposite is true, the fixed phrase is 'on the contrary'.",
    followedBy: [","],
    examples: { wrong: [["In the contrary, it was cheap.", "On the contrary, it was cheap."]], right: ["On the contrary, it was cheap."] },
  },
  {
    id: "in-conclusion",
    category: "word choice",
    pairs: [["as a conclusion", "in conclusion"]],
    explanation: "To sum up at the end of a text, the fixed phrase is 'in conclusion'.",
    followedBy: [","],
    examples: { wrong: [["As a conclusion, both sides are right.", "In conclusion, both sides are right."]], right: ["In conclusion, both sides are right.", "As a conclusion to the evening, we sang."] },
  },
  {
    id: "as-usual",
    category: "word choice",
    pairs: [["as usually", "as usual"]],
    explanation: "The fixed phrase is 'as usual' (like always), with the adjective 'usual', not the adverb.",
    // 'as usually happens' is a clause: only the phrase alone, before a comma or the sentence's end.
    followedBy: [".", ",", "!", "?", ";"],
    examples: {
      wrong: [["The train was full as usually.", "The train was full as usual."], ["As usually, my sister was late.", "As usual, my sister was late."]],
      right: ["The train was full as usual.", "As usually happens, nobody came.", "It was not as usually done."],
    },
  },
  {
    id: "at-the-same-time",
    category: "preposition",
    pairs: [["in the same time", "at the same time"], ["at the same way", "in the same way"]],
    explanation: "The fixed phrase is '{right}': 'at' for a moment, 'in' for a way of doing something.",
    followedBy: [".", ",", "!", "?", ";", " as ", " and ", " but "],
    examples: {
      wrong: [["They arrived in the same time.", "They arrived at the same time."], ["She sings at the same way as her mother.", "She sings in the same way as her mother."]],
      right: ["They arrived at the same time.", "They live in the same time zone.", "She sings in the same way as her mother."],
    },
  },
];
