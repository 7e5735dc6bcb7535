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
  {
    id: "on-occasions",
    category: "preposition",
    pairs: ["many", "several", "some", "this", "that", "one", "few", "other", "numerous", "rare", "special"].flatMap((word): [string, string][] => [
      [`in ${word} occasions`, `on ${word} occasions`],
      [`in ${word} occasion`, `on ${word} occasion`],
    ]),
    explanation: "With 'occasion' the preposition is 'on': '{right}'.",
    examples: {
      wrong: [["In many occasions I was late for school.", "On many occasions I was late for school."], ["We met in several occasions.", "We met on several occasions."]],
      right: ["On many occasions I was late for school.", "She dressed up for the occasion.", "In this occasional series, we travel."],
    },
  },
  {
    id: "these-days",
    category: "preposition",
    pairs: [["in these days", "these days"], ["in nowadays", "nowadays"]],
    explanation: "'These days' and 'nowadays' (at the present time) take no 'in'.",
    // 'in these days of high prices' is a native phrase: only the phrase alone, before a comma or a subject.
    followedBy: [",", " people ", " many ", " most ", " everyone ", " everybody ", " young ", " it is ", " there "],
    examples: {
      wrong: [["In these days, everyone has a smartphone.", "These days, everyone has a smartphone."], ["In nowadays people travel more.", "Nowadays people travel more."]],
      right: ["These days, everyone has a smartphone.", "In these days of high prices, we save.", "In those days, life was hard."],
    },
  },
  {
    id: "in-spite-of",
    category: "missing word",
    pairs: ["the", "a", "my", "his", "her", "our", "their", "this", "all", "bad", "heavy"].map((word): [string, string] => [`in spite ${word}`, `in spite of ${word}`]),
    explanation: "'In spite' always goes with 'of': '{right}' (or 'despite', with no 'of').",
    examples: {
      wrong: [["In spite the rain, we went for a walk.", "In spite of the rain, we went for a walk."], ["She came in spite her cold.", "She came in spite of her cold."]],
      right: ["In spite of the rain, we went for a walk.", "Despite the rain, we went for a walk."],
    },
  },
  {
    id: "thank-god",
    category: "word choice",
    pairs: [["thanks god", "thank God"], ["thanks to god", "thank God"]],
    explanation: "The phrase is 'thank God' (a wish that God is thanked), not 'thanks'.",
    followedBy: [",", " it ", " i ", " we ", " the ", " that ", " nobody ", " everyone ", " you ", ".", "!"],
    examples: {
      wrong: [["Thanks God it stopped raining.", "Thank God it stopped raining."], ["Thanks God, nobody was hurt.", "Thank God, nobody was hurt."]],
      right: ["Thank God it stopped raining.", "Thanks, Godfrey, for the lift."],
    },
  },
  {
    id: "hardly-not",
    category: "word choice",
    pairs: [["couldn't hardly", "could hardly"], ["can't hardly", "can hardly"], ["could not hardly", "could hardly"], ["cannot hardly", "can hardly"]],
    explanation: "'Hardly' already means 'almost not', so it takes no 'not': '{right}'.",
    examples: {
      wrong: [["I couldn't hardly hear the teacher.", "I could hardly hear the teacher."], ["We can't hardly wait for the holidays.", "We can hardly wait for the holidays."]],
      right: ["I could hardly hear the teacher.", "I can't hear the teacher."],
    },
  },
  {
    id: "matter-to",
    category: "preposition",
    pairs: ["matter", "matters", "mattered"].flatMap((verb) => ["me", "us", "him", "her", "them", "you"].map((person): [string, string] => [`${verb} for ${person}`, `${verb} to ${person}`])),
    explanation: "Something matters to a person: '{right}'.",
    // 'a matter for them to decide' is the noun.
    antipatterns: [{ pattern: [["a", "the", "no"], ["matter", "matters"], "for"], example: "It is a matter for them to decide." }],
    examples: {
      wrong: [["It doesn't matter for me what he thinks.", "It doesn't matter to me what he thinks."], ["Family matters for us more than money.", "Family matters to us more than money."]],
      right: ["It doesn't matter to me what he thinks.", "It is a matter for them to decide."],
    },
  },

];
