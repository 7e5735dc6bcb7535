import type { PhraseCorrection } from "./phrases";

/** Dependent prepositions, fixed collocations and agreement with 'people', as phrase data. */
export const COLLOCATIONS: PhraseCorrection[] = [
  {
    id: "dependent-preposition",
    category: "preposition",
    wrong: ["afraid from", "proud on", "responsible of", "according with", "capable to", "similar than", "aware about", "different of", "pay attention on", "paid attention on", "dream with", "dreamed with"],
    right: ["afraid of", "proud of", "responsible for", "according to", "capable of", "similar to", "aware of", "different from", "pay attention to", "paid attention to", "dream of", "dreamed of"],
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
    wrong: ["look forward to see", "looking forward to see", "look forward to hear", "looking forward to hear", "look forward to meet", "looking forward to meet", "look forward to receive", "looking forward to receive", "looking forward to visit"],
    right: ["look forward to seeing", "looking forward to seeing", "look forward to hearing", "looking forward to hearing", "look forward to meeting", "looking forward to meeting", "look forward to receiving", "looking forward to receiving", "looking forward to visiting"],
    explanation: "After 'look forward to', use the -ing form: '{right}'.",
    examples: {
      wrong: [["I am looking forward to hear from you.", "I am looking forward to hearing from you."]],
      right: ["I am looking forward to hearing from you.", "I look forward to the summer."],
    },
  },
  {
    id: "make-a-mistake",
    category: "collocation",
    wrong: ["do a mistake", "did a mistake", "doing a mistake", "do mistakes", "did mistakes", "doing mistakes", "make a photo", "made a photo", "make photos", "made photos"],
    right: ["make a mistake", "made a mistake", "making a mistake", "make mistakes", "made mistakes", "making mistakes", "take a photo", "took a photo", "take photos", "took photos"],
    explanation: "The usual phrase is '{right}'.",
    // "What did a mistake cost?": 'did' is the question's helper there, not 'do a mistake'.
    notAfter: ["what", "why", "how", "when", "where", "who"],
    examples: {
      wrong: [["Everybody did mistakes, so we made a photo.", "Everybody made mistakes, so we took a photo."]],
      right: ["Everybody made mistakes, so we took a photo.", "What did a mistake cost?"],
    },
  },
  {
    id: "people-are",
    category: "subject-verb agreement",
    wrong: ["people is", "people was", "people has", "people doesn't", "people thinks", "people says", "people wants", "people needs"],
    right: ["people are", "people were", "people have", "people don't", "people think", "people say", "people want", "people need"],
    explanation: "'People' is plural, so the verb is plural: '{right}'.",
    notAfter: ["a", "the", "every", "each", "one"],
    examples: {
      wrong: [["Many people thinks that money is important.", "Many people think that money is important."]],
      right: ["Many people think that money is important.", "A people is a nation.", "The people is one of my favourite songs."],
    },
  },
  {
    id: "every-singular",
    category: "noun number",
    wrong: ["every days", "every years", "every weeks", "every months", "each days", "each years", "every times", "every students", "every people"],
    right: ["every day", "every year", "every week", "every month", "each day", "each year", "every time", "every student", "everyone"],
    explanation: "After 'every' or 'each', use a singular noun: '{right}'.",
    examples: {
      wrong: [["I go to school every days.", "I go to school every day."]],
      right: ["I go to school every day.", "Every day's work counts."],
    },
  },
  {
    id: "most-of",
    category: "article",
    wrong: ["the most of"],
    right: ["most of"],
    explanation: "Say 'most of', without 'the': 'most of the people'.",
    notAfter: ["make", "makes", "made", "making"],
    examples: {
      wrong: [["The most of my friends live here.", "Most of my friends live here."]],
      right: ["Most of my friends live here.", "We made the most of our time."],
    },
  },
  {
    id: "missing-to",
    category: "preposition",
    wrong: ["am writing you", "are writing you", "reply your", "replied your", "replying your", "forward hearing", "forward seeing", "forward meeting", "forward to hearing you", "forward for", "to complaint about"],
    right: ["am writing to you", "are writing to you", "reply to your", "replied to your", "replying to your", "forward to hearing", "forward to seeing", "forward to meeting", "forward to hearing from you", "forward to", "to complain about"],
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
    wrong: ["arrive to the", "arrived to the", "arriving to the", "arrives to the", "the reason of", "am good in", "is good in", "are good in", "was good in", "were good in", "be good in", "very good in", "not good in"],
    right: ["arrive at the", "arrived at the", "arriving at the", "arrives at the", "the reason for", "am good at", "is good at", "are good at", "was good at", "were good at", "be good at", "very good at", "not good at"],
    explanation: "The usual preposition here is '{right}'.",
    examples: {
      wrong: [["We arrived to the station late.", "We arrived at the station late."], ["The reason of my letter is simple.", "The reason for my letter is simple."]],
      right: ["We arrived at the station late.", "The reason for my letter is simple."],
    },
  },
  {
    id: "go-shopping",
    category: "word choice",
    wrong: ["go to shopping", "went to shopping", "going to shopping", "goes to shopping", "go for shopping", "went for shopping", "going for shopping"],
    right: ["go shopping", "went shopping", "going shopping", "goes shopping", "go shopping", "went shopping", "going shopping"],
    explanation: "Say '{right}', without a preposition.",
    examples: { wrong: [["On Saturdays we go to shopping.", "On Saturdays we go shopping."]], right: ["On Saturdays we go shopping.", "We went to the shopping centre."] },
  },
  {
    id: "would-like",
    category: "verb form",
    wrong: ["will like to"],
    right: ["would like to"],
    explanation: "To say what you want politely, use 'would like to'.",
    examples: { wrong: [["I will like to join the club.", "I would like to join the club."]], right: ["I would like to join the club.", "I will like it, I'm sure."] },
  },
  {
    id: "on-holiday",
    category: "noun number",
    wrong: ["on holidays"],
    right: ["on holiday"],
    explanation: "Say 'on holiday', in the singular.",
    examples: { wrong: [["We went to Spain on holidays.", "We went to Spain on holiday."]], right: ["We went to Spain on holiday.", "The shops close on holiday weekends."] },
  },
];
