import { anyWord, crossing, optional } from "../../document/pattern";
import type { PhraseCorrection } from "./phrases";
import type { Antipattern } from "../types";

// What one worries about, never 'for': an exam, a test, their results.
const WORRIED_ABOUT_WHAT = ["exam", "exams", "test", "tests", "results", "result", "interview", "grades", "marks", "homework", "driving test", "final exam", "final exams", "job interview", "exam results", "test results"];
// How hair looks: 'she has long, curly hair'.
const HAIR_ADJECTIVES = "long short curly straight wavy dark fair blonde blond brown black red grey gray white beautiful".split(" ");
// 'is married', 'got married': the adjective, which takes 'to'.
const BE_OR_GET = ["is", "was", "are", "were", "be", "been", "being", "am", "'m", "'s", "'re", "get", "got", "gets", "getting", "gotten"];
const MARRY_FORMS = ["married", "marry", "marries", "marrying"];
// 'married with two children': who came with the marriage, which is right.
const WITH_CHILDREN = [MARRY_FORMS, "with", optional(["a", "an", "one", "two", "three", "four", "five", "six", "no", "young", "small", "little"]), optional(["young", "small", "little", "grown", "grown-up"]), ["child", "children", "kids", "kid", "baby", "babies", "family", "son", "sons", "daughter", "daughters", "grandchildren"]];
// How they married, or with whose blessing: 'with a small party', 'with a lot of debt', 'with her parents' blessing'.
const MARRIED_HOW: Antipattern[] = [
  { pattern: [MARRY_FORMS, "with", ["a", "the", "no", "little", "great", "much"], optional(anyWord), ["party", "ceremony", "celebration", "fuss", "wedding", "dinner", "reception", "guests", "blessing", "help", "support", "money", "heart", "smile", "debt", "debts"]], example: "They married with a small party." },
  { pattern: [MARRY_FORMS, "with", "a", ["lot", "little", "bit", "few"]], example: "He married with a lot of debt." },
  { pattern: [MARRY_FORMS, "with", optional(anyWord), anyWord, crossing(["blessing", "permission", "consent", "approval"])], example: "They married with her parents' blessing." },
];
// Words after which 'environment' is the natural world and takes 'the'.
const ENVIRONMENT_BEFORE = "of for to on about protect protecting protects save saving harm harming harms damage damaging damages pollute polluting pollutes destroy destroying destroys affect affects affecting and or with into help helping improve respect".split(" ");
const ENVIRONMENT_NEXT = "and or is was are were has have will can by because but so as in at from too more than if when while for to around instead nowadays today very".split(" ");

/** Dependent prepositions, fixed collocations and agreement with 'people', as phrase data. */
export const COLLOCATIONS: PhraseCorrection[] = [
  {
    id: "dependent-preposition",
    category: "preposition",
    label: "Prepositions after words (good at, afraid of)",
    pairs: [["afraid from", "afraid of"], ["interested on", "interested in"], ["interested about", "interested in"], ["angry on", "angry with"], ["satisfied from", "satisfied with"], ["satisfied of", "satisfied with"], ["keen in", "keen on"], ["fond with", "fond of"], ["famous from", "famous for"], ["full with", "full of"], ["participate on", "participate in"], ["take part on", "take part in"], ["took part on", "took part in"], ["taking part on", "taking part in"], ["suffer of", "suffer from"], ["suffers of", "suffers from"], ["suffered of", "suffered from"], ["believe on", "believe in"], ["according the", "according to the"], ["according my", "according to my"], ["proud on", "proud of"], ["responsible of", "responsible for"], ["according with", "according to"], ["capable to", "capable of"], ["similar than", "similar to"], ["aware about", "aware of"], ["different of", "different from"], ["pay attention on", "pay attention to"], ["paid attention on", "paid attention to"], ["dream with", "dream of"], ["dreamed with", "dreamed of"], ["consist on", "consist of"], ["consists on", "consists of"], ["consisted on", "consisted of"], ["congratulations for", "congratulations on"]],
    explanation: "The usual preposition here is '{right}'.",
    examples: {
      wrong: [
        ["My brother is afraid from dogs.", "My brother is afraid of dogs."],
        ["You are responsible of your actions.", "You are responsible for your actions."],
        ["I am very interested on art and we took part on a course.", "I am very interested in art and we took part in a course."],
        ["The city is famous from its bridges and the streets are full with people.", "The city is famous for its bridges and the streets are full of people."],
        ["Congratulations for your new job!", "Congratulations on your new job!"],
      ],
      right: ["My brother is afraid of dogs.", "You are responsible for your actions.", "It is similar to mine.", "She is interested in art.", "The glass was filled with water."],
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
      // 'the effect of screens on young people is': 'people' ends a phrase after a preposition.
      { pattern: [["on", "for", "about", "to", "with", "among", "against", "towards"], optional(anyWord), "people", ["is", "was", "has"]], example: "Life for young people is hard." },
    ],
    examples: {
      wrong: [["Many people thinks that money is important.", "Many people think that money is important."]],
      right: ["Many people think that money is important.", "A people is a nation.", "The People is one of my favourite songs."],
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
    id: "the-environment",
    category: "article",
    // The natural world is 'the environment', after the words that talk about it: 'protect the environment'.
    pairs: ENVIRONMENT_BEFORE.map((word): [string, string] => [`${word} environment`, `${word} the environment`]),
    explanation: "The natural world is 'the environment': '{right}'.",
    // Not before a noun ('environment protection') or a clause that says which ('an environment where…').
    followedBy: [".", ",", ";", "!", "?", ...ENVIRONMENT_NEXT.map((word) => ` ${word} `)],
    antipatterns: [{ pattern: [["kind", "kinds", "type", "types", "sort", "sorts"], "of", "environment"], example: "It works in any kind of environment." }],
    examples: {
      wrong: [
        ["We must protect environment.", "We must protect the environment."],
        ["Cars are bad for environment and for our health.", "Cars are bad for the environment and for our health."],
      ],
      right: ["We must protect the environment.", "It works in any kind of environment.", "Children need a safe environment.", "We study environment protection.", "It is a friendly environment where everyone helps."],
    },
  },
  {
    id: "most-people",
    category: "article",
    // 'The most people think…' is 'most people' too; 'the most people I have met' counts, and stays.
    pairs: [["most of the people", "most people"], ["the most people", "most people"]],
    explanation: "Speaking of people in general, say 'most people'.",
    // Only before a verb: 'most of the people I met' and 'most of the people in my class' are particular people.
    followedBy: ["think", "are", "have", "like", "prefer", "want", "believe", "do", "don't", "say", "use", "would", "will", "can", "know", "spend", "feel", "need", "love", "tend", "agree", "live", "go"].map((verb) => ` ${verb} `),
    examples: {
      wrong: [["Most of the people think that cars are necessary.", "Most people think that cars are necessary."], ["The most people want a quiet life.", "Most people want a quiet life."]],
      right: ["Most people think that cars are necessary.", "Most of the people I met were kind.", "Most of the people in my class are younger than me.", "The most people we ever had at dinner was twelve."],
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
    id: "no-preposition",
    category: "preposition",
    label: "Verbs with no preposition (discuss, explain, contact)",
    pairs: [["explain about", "explain"], ["explained about", "explained"], ["explaining about", "explaining"], ["mention about", "mention"], ["mentioned about", "mentioned"], ["emphasise on", "emphasise"], ["emphasize on", "emphasize"], ["return back", "return"], ["returned back", "returned"], ["returning back", "returning"], ["contact with me", "contact me"], ["contact with us", "contact us"], ["contact with you", "contact you"], ["contact with him", "contact him"], ["contact with her", "contact her"], ["contact with them", "contact them"]],
    explanation: "This verb takes no preposition: '{right}'.",
    // "in contact with you", "we are in close contact with them": 'contact' as a noun.
    antipatterns: [{ pattern: [["in", "into", "no", "close", "direct", "regular", "personal", "eye", "the", "any", "some"], "contact", "with"], example: "We stayed in contact with them." }],
    examples: {
      wrong: [
        ["Please contact with me soon and explain about the plan.", "Please contact me soon and explain the plan."],
        ["He returned back home and mentioned about the trip.", "He returned home and mentioned the trip."],
      ],
      right: ["Please contact me soon.", "He returned home.", "She explained how it worked.", "We are in contact with them."],
    },
  },
  {
    id: "go-home",
    category: "preposition",
    pairs: [["go to home", "go home"], ["goes to home", "goes home"], ["went to home", "went home"], ["going to home", "going home"], ["gone to home", "gone home"], ["come to home", "come home"], ["came to home", "came home"], ["coming to home", "coming home"], ["return to home", "return home"], ["returned to home", "returned home"], ["get to home", "get home"], ["got to home", "got home"], ["arrive to home", "arrive home"], ["arrived to home", "arrived home"], ["arrives to home", "arrives home"], ["arrive at home", "arrive home"], ["arrived at home", "arrived home"], ["arrives at home", "arrives home"], ["arriving at home", "arriving home"]],
    explanation: "'Home' after a verb of movement has no preposition: '{right}'.",
    // "the way to home page", "go to home games": 'home' before a noun.
    antipatterns: [{ pattern: ["to", "home", ["page", "pages", "games", "game", "screen", "base", "office", "town", "country", "cooking", "made", "grown"]], example: "Go to home page and log in." }],
    examples: {
      wrong: [["After school I went to home.", "After school I went home."], ["She came to home late.", "She came home late."], ["When I arrived at home, I was tired.", "When I arrived home, I was tired."]],
      right: ["After school I went home.", "She came home late.", "We went to her home.", "They returned to their home town."],
    },
  },
  {
    id: "missing-to",
    category: "preposition",
    pairs: [["am writing you", "am writing to you"], ["are writing you", "are writing to you"], ["forward hearing", "forward to hearing"], ["forward seeing", "forward to seeing"], ["forward meeting", "forward to meeting"], ["forward to hearing you", "forward to hearing from you"], ["forward for", "forward to"], ["to complaint about", "to complain about"]],
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
    id: "reason-for",
    category: "preposition",
    pairs: [["the reason of", "the reason for"]],
    explanation: "The usual preposition here is '{right}'.",
    examples: {
      wrong: [["The reason of my letter is simple.", "The reason for my letter is simple."]],
      right: ["The reason for my letter is simple."],
    },
  },
  {
    id: "no-preposition-after-enter-reach",
    category: "preposition",
    pairs: [["enter in the", "enter the"], ["entered in the", "entered the"], ["entering in the", "entering the"], ["enters in the", "enters the"], ["enter into the", "enter the"], ["entered into the", "entered the"], ["entering into the", "entering the"], ["enters into the", "enters the"], ["enter in a", "enter a"], ["entered in a", "entered a"], ["enter in my", "enter my"], ["entered in my", "entered my"], ["reach to the", "reach the"], ["reached to the", "reached the"], ["reaching to the", "reaching the"], ["reaches to the", "reaches the"], ["reach to a", "reach a"], ["reached to a", "reached a"]],
    explanation: "This verb takes no preposition: '{right}'.",
    // 'enter into an agreement' is right; 'reached to my knees' says how far, not where to.
    antipatterns: [{ pattern: [["enter", "entered", "entering", "enters"], "into", optional(["the", "a", "an"]), optional(anyWord), ["agreement", "agreements", "contract", "contracts", "deal", "discussion", "discussions", "negotiations", "debate", "dialogue", "partnership", "relationship", "alliance", "force", "details", "conversation", "arrangement"]], example: "They entered into the agreement in 2010." }],
    examples: {
      wrong: [
        ["The teacher entered in the classroom.", "The teacher entered the classroom."],
        ["We reached to the top at noon.", "We reached the top at noon."],
      ],
      right: ["The teacher entered the classroom.", "They entered into the agreement in 2010.", "The water reached to my knees."],
    },
  },
  {
    id: "married-to",
    category: "preposition",
    // The adjective, after 'be' or 'get': 'is married to', 'got married to'.
    pairs: BE_OR_GET.map((verb): [string, string] => [`${verb} married with`, `${verb} married to`]),
    explanation: "Say 'married to' someone.",
    antipatterns: [{ pattern: WITH_CHILDREN, example: "She is married with two children." }],
    examples: {
      wrong: [["My cousin is married with a doctor.", "My cousin is married to a doctor."], ["She got married with her boyfriend.", "She got married to her boyfriend."]],
      right: ["My cousin is married to a doctor.", "She is married with two children.", "He is married with a young son.", "He married a doctor."],
    },
  },
  {
    id: "marry-directly",
    category: "preposition",
    // The verb takes the person with no preposition ('married with' after 'be' or 'get' is the "married-to" entry's).
    pairs: [["married with", "married"], ["marry with", "marry"], ["marries with", "marries"], ["marrying with", "marrying"]],
    explanation: "'Marry' takes the person directly, with no preposition: 'married a doctor'.",
    // Before the person: 'married with great joy', 'with no money' say how, and stay.
    followedBy: [" a ", " an ", " the ", " my ", " his ", " her ", " their ", " our ", " your ", " someone", " somebody", " each other"],
    antipatterns: [
      { pattern: [BE_OR_GET, optional(["recently", "happily", "just", "already", "never", "finally", "now"]), "married", "with"], example: "She was finally married with her boyfriend." },
      { pattern: WITH_CHILDREN, example: "They married with a baby on the way." },
      ...MARRIED_HOW,
    ],
    examples: {
      wrong: [["He married with a doctor.", "He married a doctor."], ["My sister married with an Italian.", "My sister married an Italian."], ["She wants to marry with a rich man.", "She wants to marry a rich man."]],
      right: ["He married a doctor.", "She wants to marry a rich man.", "She is married with two children.", "She married with great joy."],
    },
  },
  {
    id: "worried-about",
    category: "preposition",
    // 'worried for' someone (their safety) is right; a test or its results one worries about.
    pairs: WORRIED_ABOUT_WHAT.flatMap((what) =>
      ["worried", "nervous", "stressed"].flatMap((feeling) =>
        ["", "my ", "his ", "her ", "their ", "our ", "your ", "the "].map((det): [string, string] => [`${feeling} for ${det}${what}`, `${feeling} about ${det}${what}`]),
      ),
    ),
    explanation: "One is worried or nervous about an exam or its results: '{right}'.",
    examples: {
      wrong: [["She is worried for her exam.", "She is worried about her exam."]],
      right: ["She is worried about her exam.", "I was worried for my little brother.", "We were worried for his safety."],
    },
  },
  {
    id: "hair-uncounted",
    category: "article",
    // The hair on one's head is uncountable; 'a long hair' is one single hair ('a long hair in my soup').
    pairs: ["have", "has", "had"].flatMap((verb) => HAIR_ADJECTIVES.map((adjective): [string, string] => [`${verb} a ${adjective} hair`, `${verb} ${adjective} hair`])),
    explanation: "The hair on someone's head is uncountable, with no 'a': '{right}'.",
    // 'a long hair on his jacket' is one hair; 'a black hair tie' a tie.
    followedBy: [".", ",", "!", ";", " and ", " but ", " which ", " that "],
    examples: {
      wrong: [["My sister has a long hair.", "My sister has long hair."]],
      right: ["My sister has long hair.", "I found a long hair in my soup.", "She has a black hair tie.", "He had a long hair on his jacket."],
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
    id: "on-foot",
    category: "preposition",
    pairs: [["by foot", "on foot"]],
    explanation: "To say that you walk somewhere, the fixed phrase is 'on foot' ('by' goes with vehicles: 'by bus').",
    // 'by foot traffic', 'by foot soldiers': 'foot' begins a compound.
    followedBy: [".", ",", "!", "?", ";", " to ", " and ", " or ", " from ", " because ", " every ", " in ", " through ", " across "],
    examples: {
      wrong: [["My sister goes to work by foot.", "My sister goes to work on foot."], ["We crossed the city by foot and by bus.", "We crossed the city on foot and by bus."]],
      right: ["My sister goes to work on foot.", "The bridge is used by foot traffic only."],
    },
  },
  {
    id: "on-holiday",
    category: "noun number",
    pairs: [["on holidays", "on holiday"]],
    explanation: "Say 'on holiday', in the singular.",
    examples: { wrong: [["We went to Spain on holidays.", "We went to Spain on holiday."]], right: ["We went to Spain on holiday.", "The shops close on holiday weekends."] },
  },
  {
    id: "time-phrase-preposition",
    category: "preposition",
    pairs: [
      ["in the weekend", "at the weekend"],
      ["in the weekends", "at the weekends"],
      ["in weekends", "at weekends"],
      ["in the end of", "at the end of"],
      ...["my", "your", "his", "her", "our", "their"].flatMap((owner): [string, string][] => [
        [`on ${owner} free time`, `in ${owner} free time`],
        [`on ${owner} spare time`, `in ${owner} spare time`],
      ]),
    ],
    explanation: "The fixed phrase is '{right}'.",
    examples: {
      wrong: [
        ["We play tennis in the weekend.", "We play tennis at the weekend."],
        ["In the end of the film, they marry.", "At the end of the film, they marry."],
        ["I read books on my free time.", "I read books in my free time."],
      ],
      right: ["We play tennis at the weekend.", "In the end, they married.", "I read books in my free time.", "On my free days I swim."],
    },
  },
];
