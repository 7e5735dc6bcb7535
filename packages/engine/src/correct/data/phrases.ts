import { anyWord, optional } from "../../document/pattern";
import type { Antipattern, EditCategory, RuleExamples } from "../types";

/**
 * Phrase corrections as data: each wrong phrase (matched as whole words, any case) with the phrase
 * that replaces it. Every entry carries its own message for the learner and its examples.
 */
export interface PhraseCorrection {
  id: string;
  category: EditCategory;
  pairs: [wrong: string, right: string][];
  /** One line for the learner; "{right}" stands for the correction. */
  explanation: string;
  /** When set, the phrase only counts if the text right after it starts with one of these (e.g. ","). */
  followedBy?: string[];
  /** Where the phrase is right after all ("does he have", "can not only"). */
  antipatterns?: Antipattern[];
  /** Off by default: only when a caller asks for it. */
  enabledByDefault?: boolean;
  /** The feedback's name for these errors, when it says more than the category's. */
  label?: string;
  examples: RuleExamples;
}

export const PHRASE_CORRECTIONS: PhraseCorrection[] = [
  {
    id: "i-am-agree",
    category: "verb form",
    pairs: [["am agree", "agree"], ["is agree", "agrees"], ["are agree", "agree"], ["am disagree", "disagree"], ["is disagree", "disagrees"], ["are disagree", "disagree"]],
    explanation: "'Agree' is a verb, so you don't need 'am', 'is' or 'are': 'I agree'.",
    examples: { wrong: [["I am agree with this idea.", "I agree with this idea."], ["She is disagree with me.", "She disagrees with me."]], right: ["I agree with this idea.", "They are agreeable people."] },
  },
  {
    id: "discuss-about",
    category: "preposition",
    pairs: [["discuss about", "discuss"], ["discussed about", "discussed"], ["discusses about", "discusses"], ["discussing about", "discussing"]],
    explanation: "'Discuss' has no preposition after it: 'discuss the problem'.",
    examples: { wrong: [["We discussed about the plan.", "We discussed the plan."]], right: ["We discussed the plan.", "We had a discussion about the plan."] },
  },
  {
    id: "ask-someone",
    category: "preposition",
    // 'asked to leave' and 'asked to see the manager' are right: only a person after 'to' loses it.
    pairs: ["ask", "asks", "asked", "asking"].flatMap((verb) => ["him", "her", "them", "me", "us"].map((person): [string, string] => [`${verb} to ${person}`, `${verb} ${person}`])),
    explanation: "'Ask' takes the person directly: 'ask him a question'.",
    followedBy: [" a ", " an ", " the ", " for ", " about ", " if ", " whether ", " what ", " why ", " how ", " where ", " when ", " to ", " some ", " many ", " lots "],
    examples: { wrong: [["I asked to him a question.", "I asked him a question."]], right: ["I asked him a question.", "She asked to leave early.", "He asked to see the manager."] },
  },
  {
    id: "could-of",
    category: "verb form",
    pairs: [["could of", "could have"], ["should of", "should have"], ["would of", "would have"], ["must of", "must have"]],
    explanation: "'Of' only sounds like 'have' here: write '{right}'.",
    examples: { wrong: [["You could of told me.", "You could have told me."]], right: ["You could have told me.", "It could, of course, rain."] },
  },
  {
    id: "enjoy-it",
    category: "missing word",
    pairs: [["enjoy a lot", "enjoy it a lot"], ["enjoyed a lot", "enjoyed it a lot"], ["enjoys a lot", "enjoys it a lot"], ["enjoy very much", "enjoy it very much"], ["enjoyed very much", "enjoyed it very much"], ["enjoys very much", "enjoys it very much"], ["enjoy so much", "enjoy it so much"], ["enjoyed so much", "enjoyed it so much"], ["enjoys so much", "enjoys it so much"]],
    explanation: "'Enjoy' needs an object: '{right}'.",
    followedBy: [".", ",", "!", ";", " and ", " but ", " because "],
    examples: { wrong: [["We went to the concert and enjoyed a lot.", "We went to the concert and enjoyed it a lot."], ["I enjoy very much, but it is expensive.", "I enjoy it very much, but it is expensive."]], right: ["We enjoyed it a lot.", "I enjoyed a lot of things there.", "I enjoyed the film very much."] },
  },
  {
    id: "every-day-adverb",
    category: "word choice",
    pairs: [["everyday", "every day"]],
    explanation: "As an adverb it is two words: 'every day'; 'everyday' means 'ordinary'.",
    followedBy: [".", ",", "!", "?", ";"],
    examples: { wrong: [["I practise everyday.", "I practise every day."]], right: ["I practise every day.", "It is an everyday problem."] },
  },
  {
    id: "tell-me",
    category: "word choice",
    pairs: [["the same like", "the same as"], ["am not agree", "do not agree"], ["is not agree", "does not agree"], ["are not agree", "do not agree"]],
    explanation: "Write '{right}'.",
    examples: {
      wrong: [
        ["It is the same like mine.", "It is the same as mine."],
        ["I am not agree with you.", "I do not agree with you."],
      ],
      right: ["It is the same as mine.", "I do not agree with you."],
    },
  },
  {
    id: "bare-infinitive-after-let-make",
    category: "verb form",
    pairs: [["let's to", "let's"], ["let me to", "let me"], ["let us to", "let us"], ["let him to", "let him"], ["let her to", "let her"], ["let them to", "let them"], ["made me to", "made me"], ["makes me to", "makes me"], ["make me to", "make me"], ["made us to", "made us"], ["make us to", "make us"]],
    explanation: "After 'let' and 'make' someone, use the verb without 'to': '{right} go'.",
    examples: { wrong: [["Let's to go home.", "Let's go home."], ["It made me to laugh.", "It made me laugh."]], right: ["Let's go home.", "It made me laugh.", "I was made to wait."] },
  },
  {
    id: "missing-a",
    category: "article",
    pairs: [["is good idea", "is a good idea"], ["is great idea", "is a great idea"], ["is bad idea", "is a bad idea"], ["was good idea", "was a good idea"], ["was great idea", "was a great idea"], ["was bad idea", "was a bad idea"], ["is very good idea", "is a very good idea"], ["for long time", "for a long time"], ["have good time", "have a good time"], ["had good time", "had a good time"], ["have great time", "have a great time"], ["had great time", "had a great time"], ["as result", "as a result"], ["in hurry", "in a hurry"], ["once week", "once a week"], ["twice week", "twice a week"], ["once month", "once a month"], ["once year", "once a year"]],
    explanation: "Use 'a' here: '{right}'.",
    examples: {
      wrong: [
        ["I think it is good idea.", "I think it is a good idea."],
        ["We waited for long time and had great time.", "We waited for a long time and had a great time."],
      ],
      right: ["I think it is a good idea.", "We waited for a long time.", "As a result, we left."],
    },
  },
  {
    id: "a-lot-of",
    category: "article",
    pairs: [["lot of", "a lot of"], ["little bit", "a little bit"]],
    explanation: "Say '{right}', with 'a'.",
    antipatterns: [{ pattern: [["a", "o", "the", "whole", "what", "this", "that", "parking", "car", "empty", "every", "tiny", "odd", "bad", "sorry", "each", "our", "their", "my", "your", "his", "her"], ["lot", "little"]], example: "The parking lot of the mall." }],
    examples: { wrong: [["There were lot of people.", "There were a lot of people."], ["I was little bit tired.", "I was a little bit tired."]], right: ["There were a lot of people.", "The whole lot of them left.", "The parking lot of the mall.", "Every little bit helps."] },
  },
  {
    id: "word-order",
    category: "word order",
    pairs: [["i like also", "i also like"], ["i think also", "i also think"], ["i want also", "i also want"], ["i need also", "i also need"], ["i love also", "i also love"], ["i enjoy also", "i also enjoy"], ["i know also", "i also know"], ["we like also", "we also like"], ["we think also", "we also think"], ["we want also", "we also want"], ["we need also", "we also need"], ["we love also", "we also love"], ["we enjoy also", "we also enjoy"], ["we know also", "we also know"], ["they like also", "they also like"], ["they think also", "they also think"], ["they want also", "they also want"], ["they need also", "they also need"], ["they love also", "they also love"], ["they enjoy also", "they also enjoy"], ["they know also", "they also know"], ["you like also", "you also like"], ["you think also", "you also think"], ["you want also", "you also want"], ["you need also", "you also need"], ["you love also", "you also love"], ["you enjoy also", "you also enjoy"], ["you know also", "you also know"], ["a such", "such a"], ["the both", "both the"], ["would like also", "would also like"], ["'d like also", "'d also like"]],
    explanation: "Put the words in this order: '{right}'.",
    examples: {
      wrong: [
        ["I like also swimming.", "I also like swimming."],
        ["It was a such nice day.", "It was such a nice day."],
        ["I would like also to ask about the food.", "I would also like to ask about the food."],
      ],
      right: ["I also like swimming.", "It was such a nice day.", "Both the boys came.", "I would also like to ask about the food.", "I would like it also to be cheap."],
    },
  },
  {
    id: "adjective-enough",
    category: "word order",
    pairs: [["enough old", "old enough"], ["enough big", "big enough"], ["enough good", "good enough"], ["enough strong", "strong enough"], ["enough tall", "tall enough"], ["enough fast", "fast enough"], ["enough rich", "rich enough"], ["enough warm", "warm enough"], ["enough long", "long enough"], ["enough hot", "hot enough"], ["enough cold", "cold enough"], ["enough safe", "safe enough"], ["enough easy", "easy enough"]],
    explanation: "'Enough' comes after an adjective: '{right}'.",
    followedBy: [" to", " for", ".", ",", "!", "?"],
    examples: {
      wrong: [["He is not enough old to drive.", "He is not old enough to drive."]],
      right: ["He is old enough to drive.", "We had enough good ideas."],
    },
  },
  {
    id: "on-the-other-hand",
    category: "collocation",
    pairs: [["in the other hand", "on the other hand"], ["at the other hand", "on the other hand"], ["by the other hand", "on the other hand"], ["on one hand", "on the one hand"], ["in one hand", "on the one hand"], ["in the one hand", "on the one hand"]],
    explanation: "The fixed phrase is '{right}'.",
    followedBy: [","],
    examples: {
      wrong: [
        ["In the other hand, cars are fast.", "On the other hand, cars are fast."],
        ["On one hand, cars are fast.", "On the one hand, cars are fast."],
      ],
      right: ["On the other hand, cars are fast.", "She held a pen in the other hand.", "You can count them on one hand.", "On the one hand, cars are fast."],
    },
  },
  {
    id: "depend-on",
    category: "preposition",
    pairs: [["depend of", "depend on"], ["depends of", "depends on"], ["depended of", "depended on"], ["depending of", "depending on"]],
    explanation: "Use 'on' after 'depend': 'it depends on the weather'.",
    examples: { wrong: [["It depends of the weather.", "It depends on the weather."]], right: ["It depends on the weather."] },
  },
  {
    id: "interested-in",
    category: "preposition",
    pairs: [["interested on", "interested in"], ["interested about", "interested in"], ["interested for", "interested in"]],
    explanation: "Use 'in' after 'interested': 'interested in music'.",
    examples: { wrong: [["I am interested on music.", "I am interested in music."]], right: ["I am interested in music."] },
  },
  {
    id: "irregular-plural",
    category: "noun number",
    pairs: [["childs", "children"], ["childrens", "children"], ["womans", "women"], ["tooths", "teeth"], ["lifes", "lives"], ["wifes", "wives"]],
    explanation: "This noun has an irregular plural: 'child' becomes 'children', 'life' becomes 'lives'.",
    examples: { wrong: [["The childs play in the park.", "The children play in the park."], ["Phones changed our lifes.", "Phones changed our lives."]], right: ["The children play in the park.", "He foots the bill and mans the desk."] },
  },
  {
    id: "a-lot",
    category: "spelling",
    pairs: [["alot", "a lot"]],
    explanation: "'A lot' is two words.",
    examples: { wrong: [["I like it alot.", "I like it a lot."]], right: ["I like it a lot."] },
  },
  {
    id: "nature-without-the",
    category: "article",
    pairs: [["to the nature", "to nature"], ["with the nature", "with nature"], ["protect the nature", "protect nature"], ["love the nature", "love nature"], ["enjoy the nature", "enjoy nature"]],
    explanation: "'Nature' meaning the natural world has no 'the': '{right}'.",
    examples: { wrong: [["We must protect the nature.", "We must protect nature."]], right: ["We must protect nature.", "It is in the nature of things.", "The nature of the job is hard."] },
  },
  {
    id: "general-noun-without-the",
    category: "article",
    pairs: [["the society", "society"], ["the global warming", "global warming"], ["the modern technology", "modern technology"], ["the nature", "nature"], ["the famous people", "famous people"], ["the public transport", "public transport"], ["the military service", "military service"], ["the human beings", "human beings"]],
    explanation: "Speaking in general, use '{right}' without 'the'.",
    // "The nature of the job", "the society that we live in": a particular one. 'The technology'
    // is left out: in essays it most often means the one the essay is about.
    antipatterns: [{ pattern: ["the", optional(anyWord), anyWord, ["of", "that", "which", "who", "where", "used", "behind", "we", "i", "you", "they", "he", "she", "in", "system", "network", "company", "companies", "industry", "around"]], example: "The society that we live in is changing." }],
    examples: {
      wrong: [
        ["Technology has changed the society.", "Technology has changed society."],
        ["The global warming is a problem.", "Global warming is a problem."],
      ],
      right: ["Technology has changed society.", "The society of friends met.", "The technology is based on a chip.", "The nature of the job is hard.", "The society in which we live."],
    },
  },
  {
    id: "a-chance",
    category: "article",
    pairs: [["have chance to", "have a chance to"], ["has chance to", "has a chance to"], ["had chance to", "had a chance to"], ["in usa", "in the USA"], ["to usa", "to the USA"], ["in uk", "in the UK"], ["to uk", "to the UK"]],
    explanation: "Use an article here: '{right}'.",
    examples: { wrong: [["I never had chance to say goodbye.", "I never had a chance to say goodbye."], ["She lives in USA.", "She lives in the USA."]], right: ["I never had a chance to say goodbye.", "She lives in the USA.", "He believes in us."] },
  },
  {
    id: "letter-ending",
    category: "word choice",
    label: "Letter endings (Yours sincerely)",
    pairs: [["your sincerely", "yours sincerely"], ["your faithfully", "yours faithfully"], ["yours sincerly", "yours sincerely"], ["yours faithfuly", "yours faithfully"], ["yours sincerelly", "yours sincerely"]],
    explanation: "A letter ends with '{right}'.",
    followedBy: [",", "\n", "."],
    examples: { wrong: [["Your sincerely, Ana", "Yours sincerely, Ana"], ["I hope to hear from you soon.\nYour faithfully\nAna Silva", "I hope to hear from you soon.\nYours faithfully\nAna Silva"]], right: ["Yours sincerely, Ana", "Thank you for your sincerely kind words."] },
  },
  {
    id: "missing-word",
    category: "missing word",
    pairs: [["appreciate if", "appreciate it if"], ["appreciated if", "appreciated it if"], ["because is", "because it is"], ["because was", "because it was"], ["thank for", "thank you for"], ["thanks you for", "thank you for"], ["all kind of", "all kinds of"], ["many kind of", "many kinds of"]],
    explanation: "Write '{right}'.",
    examples: {
      wrong: [
        ["I would appreciate if you called me.", "I would appreciate it if you called me."],
        ["I like it because is cheap.", "I like it because it is cheap."],
        ["Thank for your letter.", "Thank you for your letter."],
      ],
      right: ["I would appreciate it if you called me.", "I like it because it is cheap.", "Thank you for your letter."],
    },
  },
  {
    id: "keep-it-secret",
    category: "missing word",
    pairs: [["keep secret", "keep it secret"], ["keeps secret", "keeps it secret"], ["kept secret", "kept it secret"], ["keeping secret", "keeping it secret"], ["keep very secret", "keep it very secret"], ["kept very secret", "kept it very secret"]],
    explanation: "'Keep' needs an object before 'secret': '{right}'.",
    followedBy: [".", ",", "!", ";", " and ", " from ", " until ", " because ", " for "],
    // In the passive the thing kept is the subject: 'The plan was kept secret'.
    antipatterns: [{ pattern: [["is", "are", "was", "were", "be", "been", "being", "get", "got"], optional(["all", "always", "carefully"]), "kept", optional("very"), "secret"], example: "The plan was kept secret." }],
    examples: {
      wrong: [
        ["He promised to keep secret.", "He promised to keep it secret."],
        ["We kept very secret until the party.", "We kept it very secret until the party."],
      ],
      right: ["He promised to keep it secret.", "She can't keep a secret.", "They keep secrets from us.", "The plan was kept secret."],
    },
  },
  {
    id: "write-to-someone",
    category: "preposition",
    pairs: [["writing you", "writing to you"], ["write you", "write to you"], ["wrote you", "wrote to you"], ["written you", "written to you"], ["writing me", "writing to me"], ["write me", "write to me"], ["wrote me", "wrote to me"]],
    explanation: "In British English you write to someone: '{right}'.",
    // Only where no letter follows as the object: 'write me a letter' is right.
    followedBy: [" to ", " because ", " about ", " as ", " in ", " for ", " and ", " soon", " again", " if ", " with ", " so ", " concerning ", " regarding ", ",", ".", "!"],
    examples: {
      wrong: [
        ["I am writing you to complain about the hotel.", "I am writing to you to complain about the hotel."],
        ["Please write me soon.", "Please write to me soon."],
      ],
      right: ["I am writing to you to complain about the hotel.", "Please write me a letter.", "She wrote me a long email about it."],
    },
  },
  {
    id: "these-those",
    category: "noun number",
    pairs: [["this two", "these two"], ["this three", "these three"], ["this four", "these four"], ["this things", "these things"], ["this days", "these days"], ["this people", "these people"], ["this kinds", "these kinds"]],
    explanation: "With a plural, say '{right}'.",
    examples: { wrong: [["This things are expensive.", "These things are expensive."]], right: ["These things are expensive.", "This thing is expensive."] },
  },
  {
    id: "all-day",
    category: "article",
    pairs: [["all the day", "all day"], ["all the night", "all night"], ["all the morning", "all morning"], ["all the afternoon", "all afternoon"], ["all the evening", "all evening"], ["all the week", "all week"], ["all the weekend", "all weekend"]],
    explanation: "Say '{right}', without 'the'.",
    // "all the year round" is right; "all the day before" names a particular day.
    antipatterns: [{ pattern: ["all", "the", anyWord, ["round", "before", "after", "long"]], example: "We stayed there all the day before the race." }],
    examples: { wrong: [["I stayed at home all the day.", "I stayed at home all day."]], right: ["I stayed at home all day.", "We worked the whole day.", "All the days were sunny."] },
  },
  {
    id: "cannot",
    category: "spelling",
    pairs: [["can not", "cannot"]],
    explanation: "Write 'cannot' as one word.",
    antipatterns: [{ pattern: ["can", "not", ["only", "but"]], example: "You can not only swim but also dive." }],
    examples: { wrong: [["I can not come.", "I cannot come."]], right: ["I cannot come.", "You can not only swim but also dive."] },
  },
  {
    id: "the-worst",
    category: "word choice",
    pairs: [["the worse", "the worst"]],
    explanation: "The superlative of 'bad' is 'the worst'.",
    antipatterns: [
      { pattern: [["all", "much", "so", "none", "even", "any"], "the", "worse"], example: "It is all the worse for it." },
      { pattern: ["the", "worse", ["of", "for"]], example: "The worse of the two." },
    ],
    examples: { wrong: [["It was the worse day of my life.", "It was the worst day of my life."]], right: ["It was the worst day of my life.", "It is all the worse for it.", "The worse of the two."] },
  },
  {
    id: "mixed-up-words",
    category: "word choice",
    pairs: [["i though", "i thought"], ["or madame", "or Madam"], ["despite of", "despite"], ["to chose", "to choose"]],
    explanation: "Write '{right}'.",
    examples: {
      wrong: [
        ["I though it was easy.", "I thought it was easy."],
        ["Dear Sir or Madame,", "Dear Sir or Madam,"],
        ["Despite of the rain, we went out.", "Despite the rain, we went out."],
      ],
      right: ["I thought it was easy.", "Though I tried, I failed.", "In spite of the rain, we went out.", "I chose to stay."],
    },
  },
];
