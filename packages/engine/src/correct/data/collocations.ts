import { QUESTION_WORDS } from "../../document/closed-classes";
import { anyWord, optional } from "../../document/pattern";
import type { PhraseCorrection } from "./phrases";

/** Dependent prepositions, fixed collocations and agreement with 'people', as phrase data. */
export const COLLOCATIONS: PhraseCorrection[] = [
  {
    id: "dependent-preposition",
    category: "preposition",
    label: "Prepositions after words (good at, afraid of)",
    pairs: [["afraid from", "afraid of"], ["proud on", "proud of"], ["responsible of", "responsible for"], ["according with", "according to"], ["capable to", "capable of"], ["similar than", "similar to"], ["aware about", "aware of"], ["different of", "different from"], ["pay attention on", "pay attention to"], ["paid attention on", "paid attention to"], ["dream with", "dream of"], ["dreamed with", "dreamed of"]],
    explanation: "The usual preposition here is '{right}'.",
    examples: {
      wrong: [
        ["My brother is afraid from dogs.", "My brother is afraid of dogs."],
        ["You are responsible of your actions.", "You are responsible for your actions."],
      ],
      right: ["My brother is afraid of dogs.", "You are responsible for your actions.", "It is similar to mine."],
    },
  },
  {
    id: "look-forward-to-ing",
    category: "verb form",
    pairs: [["look forward to see", "look forward to seeing"], ["looking forward to see", "looking forward to seeing"], ["look forward to hear", "look forward to hearing"], ["looking forward to hear", "looking forward to hearing"], ["look forward to meet", "look forward to meeting"], ["looking forward to meet", "looking forward to meeting"], ["look forward to receive", "look forward to receiving"], ["looking forward to receive", "looking forward to receiving"], ["looking forward to visit", "looking forward to visiting"]],
    explanation: "After 'look forward to', use the -ing form: '{right}'.",
    examples: {
      wrong: [["I am looking forward to hear from you.", "I am looking forward to hearing from you."]],
      right: ["I am looking forward to hearing from you.", "I look forward to the summer."],
    },
  },
  {
    id: "make-a-mistake",
    category: "collocation",
    pairs: [["do a mistake", "make a mistake"], ["did a mistake", "made a mistake"], ["doing a mistake", "making a mistake"], ["do mistakes", "make mistakes"], ["did mistakes", "made mistakes"], ["doing mistakes", "making mistakes"], ["make a photo", "take a photo"], ["made a photo", "took a photo"], ["make photos", "take photos"], ["made photos", "took photos"]],
    explanation: "The usual phrase is '{right}'.",
    // "What did a mistake cost?": 'did' is the question's helper there, not 'do a mistake'.
    antipatterns: [{ pattern: [QUESTION_WORDS, ["did", "do", "does"]], example: "What did a mistake cost?" }],
    examples: {
      wrong: [["Everybody did mistakes, so we made a photo.", "Everybody made mistakes, so we took a photo."]],
      right: ["Everybody made mistakes, so we took a photo.", "What did a mistake cost?"],
    },
  },
  {
    id: "people-are",
    category: "subject-verb agreement",
    pairs: [["people is", "people are"], ["people was", "people were"], ["people has", "people have"], ["people doesn't", "people don't"], ["people thinks", "people think"], ["people says", "people say"], ["people wants", "people want"], ["people needs", "people need"]],
    explanation: "'People' is plural, so the verb is plural: '{right}'.",
    antipatterns: [
      { pattern: [["a", "the", "every", "each", "one"], "people"], example: "A people is a nation." },
      // 'Tracking people is', 'the number of old people is': 'people' is not the subject there.
      { pattern: [(word) => word.lower.endsWith("ing") && word.lower !== "young", "people"], example: "Tracking people is dangerous." },
      { pattern: [["number", "share", "percentage", "proportion"], "of", optional(anyWord), "people"], example: "The number of old people is growing." },
    ],
    examples: {
      wrong: [["Many people thinks that money is important.", "Many people think that money is important."]],
      right: ["Many people think that money is important.", "A people is a nation.", "The people is one of my favourite songs."],
    },
  },
  {
    id: "every-singular",
    category: "noun number",
    label: "A singular noun after “every”",
    pairs: [["every days", "every day"], ["every years", "every year"], ["every weeks", "every week"], ["every months", "every month"], ["each days", "each day"], ["each years", "each year"], ["every times", "every time"], ["every students", "every student"], ["every people", "everyone"]],
    explanation: "After 'every' or 'each', use a singular noun: '{right}'.",
    examples: {
      wrong: [["I go to school every days.", "I go to school every day."]],
      right: ["I go to school every day.", "Every day's work counts."],
    },
  },
  {
    id: "most-of",
    category: "article",
    pairs: [["the most of", "most of"]],
    explanation: "Say 'most of', without 'the': 'most of the people'.",
    antipatterns: [{ pattern: [["make", "makes", "made", "making"], "the", "most"], example: "We made the most of our time." }],
    examples: {
      wrong: [["The most of my friends live here.", "Most of my friends live here."]],
      right: ["Most of my friends live here.", "We made the most of our time."],
    },
  },
  {
    id: "missing-to",
    category: "preposition",
    pairs: [["am writing you", "am writing to you"], ["are writing you", "are writing to you"], ["reply your", "reply to your"], ["replied your", "replied to your"], ["replying your", "replying to your"], ["forward hearing", "forward to hearing"], ["forward seeing", "forward to seeing"], ["forward meeting", "forward to meeting"], ["forward to hearing you", "forward to hearing from you"], ["forward for", "forward to"], ["to complaint about", "to complain about"]],
    explanation: "This verb needs a preposition: '{right}'.",
    examples: {
      wrong: [
        ["I am writing you about the course.", "I am writing to you about the course."],
        ["I look forward hearing from you.", "I look forward to hearing from you."],
      ],
      right: ["I am writing to you about the course.", "I look forward to hearing from you.", "Please reply to your teacher."],
    },
  },
  {
    id: "arrive-at",
    category: "preposition",
    pairs: [["arrive to the", "arrive at the"], ["arrived to the", "arrived at the"], ["arriving to the", "arriving at the"], ["arrives to the", "arrives at the"], ["the reason of", "the reason for"], ["am good in", "am good at"], ["is good in", "is good at"], ["are good in", "are good at"], ["was good in", "was good at"], ["were good in", "were good at"], ["be good in", "be good at"], ["very good in", "very good at"], ["not good in", "not good at"]],
    explanation: "The usual preposition here is '{right}'.",
    examples: {
      wrong: [["We arrived to the station late.", "We arrived at the station late."], ["The reason of my letter is simple.", "The reason for my letter is simple."]],
      right: ["We arrived at the station late.", "The reason for my letter is simple."],
    },
  },
  {
    id: "go-shopping",
    category: "word choice",
    pairs: [["go to shopping", "go shopping"], ["went to shopping", "went shopping"], ["going to shopping", "going shopping"], ["goes to shopping", "goes shopping"], ["go for shopping", "go shopping"], ["went for shopping", "went shopping"], ["going for shopping", "going shopping"]],
    explanation: "Say '{right}', without a preposition.",
    examples: { wrong: [["On Saturdays we go to shopping.", "On Saturdays we go shopping."]], right: ["On Saturdays we go shopping.", "We went to the shopping centre."] },
  },
  {
    id: "would-like",
    category: "verb form",
    pairs: [["will like to", "would like to"]],
    explanation: "To say what you want politely, use 'would like to'.",
    examples: { wrong: [["I will like to join the club.", "I would like to join the club."]], right: ["I would like to join the club.", "I will like it, I'm sure."] },
  },
  {
    id: "on-holiday",
    category: "noun number",
    pairs: [["on holidays", "on holiday"]],
    explanation: "Say 'on holiday', in the singular.",
    examples: { wrong: [["We went to Spain on holidays.", "We went to Spain on holiday."]], right: ["We went to Spain on holiday.", "The shops close on holiday weekends."] },
  },
];
