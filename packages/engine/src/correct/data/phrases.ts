import type { EditCategory } from "../types";

/**
 * Phrase corrections as data: each wrong phrase (matched as whole words, any case) is replaced by
 * the phrase at the same position in `right`. Every entry carries its examples.
 */
export interface PhraseCorrection {
  id: string;
  category: EditCategory;
  wrong: string[];
  right: string[];
  /** One line for the learner; "{right}" stands for the correction. */
  explanation: string;
  /** When set, the phrase only counts if the text right after it starts with one of these (e.g. ","). */
  followedBy?: string[];
  /** When set, the phrase does not count right after one of these words (e.g. "does he have"). */
  notAfter?: string[];
  /** When set, the phrase does not count right before one of these words (e.g. "can not only"). */
  notBefore?: string[];
  examples: { wrong: [string, string][]; right: string[] };
}

export const PHRASE_CORRECTIONS: PhraseCorrection[] = [
  {
    id: "i-am-agree",
    category: "verb form",
    wrong: ["am agree", "is agree", "are agree", "am disagree", "is disagree", "are disagree"],
    right: ["agree", "agrees", "agree", "disagree", "disagrees", "disagree"],
    explanation: "'Agree' is a verb, so you don't need 'am', 'is' or 'are': 'I agree'.",
    examples: { wrong: [["I am agree with this idea.", "I agree with this idea."], ["She is disagree with me.", "She disagrees with me."]], right: ["I agree with this idea.", "They are agreeable people."] },
  },
  {
    id: "discuss-about",
    category: "preposition",
    wrong: ["discuss about", "discussed about", "discusses about", "discussing about"],
    right: ["discuss", "discussed", "discusses", "discussing"],
    explanation: "'Discuss' has no preposition after it: 'discuss the problem'.",
    examples: { wrong: [["We discussed about the plan.", "We discussed the plan."]], right: ["We discussed the plan.", "We had a discussion about the plan."] },
  },
  {
    id: "double-comparative",
    category: "word choice",
    wrong: ["more better", "more worse", "more easier", "more bigger", "more cheaper", "more faster", "more happier", "more larger", "more smaller", "more older", "more younger", "more healthier"],
    right: ["better", "worse", "easier", "bigger", "cheaper", "faster", "happier", "larger", "smaller", "older", "younger", "healthier"],
    explanation: "Use either 'more' or '-er', never both: 'easier', not 'more easier'.",
    examples: { wrong: [["Life in the city is more easier.", "Life in the city is easier."], ["It is more better now.", "It is better now."]], right: ["Life in the city is easier.", "It is more expensive than before."] },
  },
  {
    id: "short-comparative",
    category: "word choice",
    wrong: ["more easy", "more big", "more cheap", "more fast", "more small", "more happy", "more hot", "more cold", "more old", "more young", "more long", "more short", "more nice", "more large", "more high", "more low", "more strong", "more busy", "more early", "more late", "more safe", "more hard", "more rich", "more poor", "more near", "more close"],
    right: ["easier", "bigger", "cheaper", "faster", "smaller", "happier", "hotter", "colder", "older", "younger", "longer", "shorter", "nicer", "larger", "higher", "lower", "stronger", "busier", "earlier", "later", "safer", "harder", "richer", "poorer", "nearer", "closer"],
    explanation: "Short adjectives take -er, not 'more': '{right}'.",
    // "more old people" means a larger number of old people, which is right.
    followedBy: [" than", ".", ",", "!", "?"],
    examples: { wrong: [["The test was more easy than I thought.", "The test was easier than I thought."]], right: ["The test was easier than I thought.", "I want more time.", "There are more old people now."] },
  },
  {
    id: "confused-words",
    category: "word choice",
    wrong: ["its a", "its an", "its not", "its very", "its so", "its the", "its really", "its important", "it's own", "their is", "their are", "their was", "their were", "there own", "to loose", "loose weight", "could of", "should of", "would of", "must of", "more then", "less then", "better then", "worse then", "rather then", "other then", "higher then", "larger then", "bigger then", "smaller then", "greater then", "faster then", "easier then", "older then", "younger then", "cheaper then", "longer then", "happier then"],
    right: ["it's a", "it's an", "it's not", "it's very", "it's so", "it's the", "it's really", "it's important", "its own", "there is", "there are", "there was", "there were", "their own", "to lose", "lose weight", "could have", "should have", "would have", "must have", "more than", "less than", "better than", "worse than", "rather than", "other than", "higher than", "larger than", "bigger than", "smaller than", "greater than", "faster than", "easier than", "older than", "younger than", "cheaper than", "longer than", "happier than"],
    explanation: "These words sound alike; here it is '{right}'.",
    examples: {
      wrong: [
        ["Its a nice day and the dog wags it's own tail.", "It's a nice day and the dog wags its own tail."],
        ["Their are many reasons to eat more then before.", "There are many reasons to eat more than before."],
        ["I don't want to loose, you could of told me.", "I don't want to lose, you could have told me."],
      ],
      right: ["It's a nice day and the dog wags its tail.", "There are many reasons.", "Their house is big.", "The knot came loose.", "Then we went home.", "More, then less."],
    },
  },
  {
    id: "every-day-adverb",
    category: "word choice",
    wrong: ["everyday"],
    right: ["every day"],
    explanation: "As an adverb it is two words: 'every day'; 'everyday' means 'ordinary'.",
    followedBy: [".", ",", "!", "?", ";"],
    examples: { wrong: [["I practise everyday.", "I practise every day."]], right: ["I practise every day.", "It is an everyday problem."] },
  },
  {
    id: "tell-me",
    category: "word choice",
    wrong: ["said me", "say me", "says me", "saying me", "the same like", "according to me", "am not agree", "is not agree", "are not agree"],
    right: ["told me", "tell me", "tells me", "telling me", "the same as", "in my opinion", "do not agree", "does not agree", "do not agree"],
    explanation: "Write '{right}'.",
    examples: {
      wrong: [
        ["She said me the answer.", "She told me the answer."],
        ["It is the same like mine.", "It is the same as mine."],
        ["I am not agree with you.", "I do not agree with you."],
      ],
      right: ["She told me the answer.", "She said to me that it was late.", "It is the same as mine."],
    },
  },
  {
    id: "bare-infinitive-after-let-make",
    category: "verb form",
    wrong: ["let's to", "let me to", "let us to", "let him to", "let her to", "let them to", "made me to", "makes me to", "make me to", "made us to", "make us to"],
    right: ["let's", "let me", "let us", "let him", "let her", "let them", "made me", "makes me", "make me", "made us", "make us"],
    explanation: "After 'let' and 'make' someone, use the verb without 'to': '{right} go'.",
    examples: { wrong: [["Let's to go home.", "Let's go home."], ["It made me to laugh.", "It made me laugh."]], right: ["Let's go home.", "It made me laugh.", "I was made to wait."] },
  },
  {
    id: "missing-a",
    category: "article",
    wrong: ["is good idea", "is great idea", "is bad idea", "was good idea", "was great idea", "was bad idea", "is very good idea", "for long time", "have good time", "had good time", "have great time", "had great time", "as result", "in hurry", "once week", "twice week", "once month", "once year"],
    right: ["is a good idea", "is a great idea", "is a bad idea", "was a good idea", "was a great idea", "was a bad idea", "is a very good idea", "for a long time", "have a good time", "had a good time", "have a great time", "had a great time", "as a result", "in a hurry", "once a week", "twice a week", "once a month", "once a year"],
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
    wrong: ["lot of", "little bit"],
    right: ["a lot of", "a little bit"],
    explanation: "Say '{right}', with 'a'.",
    notAfter: ["a", "o", "the", "whole", "what", "this", "that", "parking", "car", "empty", "every", "tiny", "odd", "bad", "sorry", "each", "our", "their", "my", "your", "his", "her"],
    examples: { wrong: [["There were lot of people.", "There were a lot of people."], ["I was little bit tired.", "I was a little bit tired."]], right: ["There were a lot of people.", "The whole lot of them left.", "The parking lot of the mall.", "Every little bit helps."] },
  },
  {
    id: "word-order",
    category: "word order",
    wrong: ["i like also", "i think also", "i want also", "i need also", "i love also", "i enjoy also", "i know also", "we like also", "we think also", "we want also", "we need also", "we love also", "we enjoy also", "we know also", "they like also", "they think also", "they want also", "they need also", "they love also", "they enjoy also", "they know also", "you like also", "you think also", "you want also", "you need also", "you love also", "you enjoy also", "you know also", "a such", "the both"],
    right: ["i also like", "i also think", "i also want", "i also need", "i also love", "i also enjoy", "i also know", "we also like", "we also think", "we also want", "we also need", "we also love", "we also enjoy", "we also know", "they also like", "they also think", "they also want", "they also need", "they also love", "they also enjoy", "they also know", "you also like", "you also think", "you also want", "you also need", "you also love", "you also enjoy", "you also know", "such a", "both the"],
    explanation: "Put the words in this order: '{right}'.",
    examples: {
      wrong: [
        ["I like also swimming.", "I also like swimming."],
        ["It was a such nice day.", "It was such a nice day."],
      ],
      right: ["I also like swimming.", "It was such a nice day.", "Both the boys came."],
    },
  },
  {
    id: "adjective-enough",
    category: "word order",
    wrong: ["enough old", "enough big", "enough good", "enough strong", "enough tall", "enough fast", "enough rich", "enough warm", "enough long", "enough hot", "enough cold", "enough safe", "enough easy"],
    right: ["old enough", "big enough", "good enough", "strong enough", "tall enough", "fast enough", "rich enough", "warm enough", "long enough", "hot enough", "cold enough", "safe enough", "easy enough"],
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
    wrong: ["in the other hand"],
    right: ["on the other hand"],
    explanation: "The fixed phrase is 'on the other hand'.",
    followedBy: [","],
    examples: { wrong: [["In the other hand, cars are fast.", "On the other hand, cars are fast."]], right: ["On the other hand, cars are fast.", "She held a pen in the other hand."] },
  },
  {
    id: "depend-on",
    category: "preposition",
    wrong: ["depend of", "depends of", "depended of", "depending of"],
    right: ["depend on", "depends on", "depended on", "depending on"],
    explanation: "Use 'on' after 'depend': 'it depends on the weather'.",
    examples: { wrong: [["It depends of the weather.", "It depends on the weather."]], right: ["It depends on the weather."] },
  },
  {
    id: "interested-in",
    category: "preposition",
    wrong: ["interested on", "interested about", "interested for"],
    right: ["interested in", "interested in", "interested in"],
    explanation: "Use 'in' after 'interested': 'interested in music'.",
    examples: { wrong: [["I am interested on music.", "I am interested in music."]], right: ["I am interested in music."] },
  },
  {
    id: "listen-to",
    category: "preposition",
    wrong: ["listen music", "listens music", "listened music", "listening music"],
    right: ["listen to music", "listens to music", "listened to music", "listening to music"],
    explanation: "Use 'to' after 'listen': 'listen to music'.",
    examples: { wrong: [["I like listening music at night.", "I like listening to music at night."]], right: ["I like listening to music at night."] },
  },
  {
    id: "explain-to-me",
    category: "preposition",
    wrong: ["explain me", "explained me", "explains me", "explaining me", "explain you", "explain him", "explain her", "explain us", "explain them"],
    right: ["explain to me", "explained to me", "explains to me", "explaining to me", "explain to you", "explain to him", "explain to her", "explain to us", "explain to them"],
    explanation: "Say 'explain something to someone': 'explain to me'.",
    examples: { wrong: [["Can you explain me the rules?", "Can you explain to me the rules?"]], right: ["Can you explain the rules to me?"] },
  },
  {
    id: "do-homework",
    category: "collocation",
    wrong: ["make homework", "makes homework", "made homework", "making homework", "make my homework", "made my homework"],
    right: ["do homework", "does homework", "did homework", "doing homework", "do my homework", "did my homework"],
    explanation: "We 'do' homework, we don't 'make' it.",
    examples: { wrong: [["I made my homework after school.", "I did my homework after school."]], right: ["I did my homework after school.", "I made a cake."] },
  },
  {
    id: "uncountable-plural",
    category: "noun number",
    wrong: ["informations", "advices", "furnitures", "equipments", "knowledges", "homeworks", "luggages", "evidences"],
    right: ["information", "advice", "furniture", "equipment", "knowledge", "homework", "luggage", "evidence"],
    explanation: "This noun is uncountable, so it has no plural '-s': 'information'.",
    examples: { wrong: [["She gave me some useful informations.", "She gave me some useful information."]], right: ["She gave me some useful information."] },
  },
  {
    id: "irregular-plural",
    category: "noun number",
    wrong: ["childs", "childrens", "womans", "tooths", "lifes", "wifes"],
    right: ["children", "children", "women", "teeth", "lives", "wives"],
    explanation: "This noun has an irregular plural: 'child' becomes 'children', 'life' becomes 'lives'.",
    examples: { wrong: [["The childs play in the park.", "The children play in the park."], ["Phones changed our lifes.", "Phones changed our lives."]], right: ["The children play in the park.", "He foots the bill and mans the desk."] },
  },
  {
    id: "a-lot",
    category: "spelling",
    wrong: ["alot"],
    right: ["a lot"],
    explanation: "'A lot' is two words.",
    examples: { wrong: [["I like it alot.", "I like it a lot."]], right: ["I like it a lot."] },
  },
  {
    id: "nature-without-the",
    category: "article",
    wrong: ["to the nature", "with the nature", "protect the nature", "love the nature", "enjoy the nature"],
    right: ["to nature", "with nature", "protect nature", "love nature", "enjoy nature"],
    explanation: "'Nature' meaning the natural world has no 'the': '{right}'.",
    examples: { wrong: [["We must protect the nature.", "We must protect nature."]], right: ["We must protect nature.", "It is in the nature of things.", "The nature of the job is hard."] },
  },
  {
    id: "general-noun-without-the",
    category: "article",
    wrong: ["the society", "the global warming", "the modern technology", "the technology", "the nature", "the famous people", "the public transport", "the military service", "the human beings"],
    right: ["society", "global warming", "modern technology", "technology", "nature", "famous people", "public transport", "military service", "human beings"],
    explanation: "Speaking in general, use '{right}' without 'the'.",
    notBefore: ["of", "that", "which", "who", "where", "used", "behind", "we", "i", "you", "they", "he", "she", "in", "system", "network", "company", "companies", "industry", "around"],
    examples: {
      wrong: [
        ["Technology has changed the society.", "Technology has changed society."],
        ["The global warming is a problem.", "Global warming is a problem."],
      ],
      right: ["Technology has changed society.", "The society of friends met.", "The technology that we use is new.", "The nature of the job is hard.", "The society in which we live."],
    },
  },
  {
    id: "a-chance",
    category: "article",
    wrong: ["have chance to", "has chance to", "had chance to", "in usa", "to usa", "in uk", "to uk"],
    right: ["have a chance to", "has a chance to", "had a chance to", "in the USA", "to the USA", "in the UK", "to the UK"],
    explanation: "Use an article here: '{right}'.",
    examples: { wrong: [["I never had chance to say goodbye.", "I never had a chance to say goodbye."], ["She lives in USA.", "She lives in the USA."]], right: ["I never had a chance to say goodbye.", "She lives in the USA.", "He believes in us."] },
  },
  {
    id: "letter-ending",
    category: "word choice",
    wrong: ["your sincerely", "your faithfully", "yours sincerly", "yours faithfuly", "yours sincerelly"],
    right: ["yours sincerely", "yours faithfully", "yours sincerely", "yours faithfully", "yours sincerely"],
    explanation: "A letter ends with '{right}'.",
    followedBy: [","],
    examples: { wrong: [["Your sincerely, Ana", "Yours sincerely, Ana"]], right: ["Yours sincerely, Ana", "Thank you for your sincerely kind words."] },
  },
  {
    id: "missing-word",
    category: "missing word",
    wrong: ["appreciate if", "appreciated if", "because is", "because was", "thank for", "thanks you for", "all kind of", "many kind of", "how many money", "how many information", "many money", "many information", "many advice"],
    right: ["appreciate it if", "appreciated it if", "because it is", "because it was", "thank you for", "thank you for", "all kinds of", "many kinds of", "how much money", "how much information", "much money", "much information", "much advice"],
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
    id: "these-those",
    category: "noun number",
    wrong: ["this two", "this three", "this four", "this things", "this days", "this people", "this kinds", "much people", "much friends", "much things", "much problems"],
    right: ["these two", "these three", "these four", "these things", "these days", "these people", "these kinds", "many people", "many friends", "many things", "many problems"],
    explanation: "With a plural, say '{right}'.",
    examples: { wrong: [["This things are expensive.", "These things are expensive."], ["There were much people.", "There were many people."]], right: ["These things are expensive.", "This thing is expensive.", "There were many people."] },
  },
  {
    id: "cannot",
    category: "spelling",
    wrong: ["can not"],
    right: ["cannot"],
    explanation: "Write 'cannot' as one word.",
    notBefore: ["only", "but"],
    examples: { wrong: [["I can not come.", "I cannot come."]], right: ["I cannot come.", "You can not only swim but also dive."] },
  },
  {
    id: "the-worst",
    category: "word choice",
    wrong: ["the worse"],
    right: ["the worst"],
    explanation: "The superlative of 'bad' is 'the worst'.",
    notAfter: ["all", "much", "so", "none", "even", "any"],
    notBefore: ["of", "for"],
    examples: { wrong: [["It was the worse day of my life.", "It was the worst day of my life."]], right: ["It was the worst day of my life.", "It is all the worse for it.", "The worse of the two."] },
  },
  {
    id: "mixed-up-words",
    category: "word choice",
    wrong: ["i though", "or madame", "despite of", "to chose"],
    right: ["i thought", "or Madam", "despite", "to choose"],
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
