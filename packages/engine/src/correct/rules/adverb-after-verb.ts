import {
  BE_FORMS,
  COORDINATORS,
  DEGREE_ADVERBS,
  OTHER_PREPOSITIONS,
  PREPOSITIONS,
  SPORTS,
  SUBORDINATORS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { formsOf, lexiconTags } from "../../document/inflection";
import { getLexicon } from "../../document/lexicon";
import { followingWord, isAdjective, wordBefore } from "../../document/pattern";
import type { Finding, Rule } from "../types";

const words = (list: string) => new Set(list.split(" "));
// Verbs that link a subject to an adjective ('she looks good', 'it went bad', 'he fell ill'), verbs
// whose adjective describes the subject or object ('he died young', 'they set it free', 'do good'),
// and auxiliaries.
const LINKING_VERBS = words(
  "be become get seem look appear feel taste smell sound stay remain keep grow turn go come fall prove end wind die bear marry make do let leave hold act rest test plead have will would can could shall should may might must need dare used start",
);
const LINKING_FORMS = formsOf(...LINKING_VERBS);
// Adjectives that are adverbs too ('work hard', 'drive fast'), or that make a fixed phrase with a
// verb ('play fair', 'sleep tight', 'think big', 'drive safe').
const ADVERB_TOO = words(
  "fast hard late early well long high low straight right wrong loud close free great cold daily weekly monthly yearly deep direct fine first last only alone still fair tight open clear short loose flat safe sure cheap dear big positive healthy clean wide near far ill alive asleep awake ahead quiet rough tough dirty bright wild live solo overnight even full double single real okay ok",
);
// After the adjective, the clause ends or goes on with a place, a time or another clause.
const STOPS = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ...COORDINATORS,
  ...SUBORDINATORS,
  ..."today yesterday tomorrow tonight now then every all last this these again too either that".split(" "),
]);

/** The adverb of an adjective: 'good' → 'well', 'careful' → 'carefully', 'easy' → 'easily', 'terrible' → 'terribly'. */
function adverbOf(adjective: string): string | undefined {
  if (adjective === "good") return "well";
  const adverb = adjective.endsWith("y")
    ? `${adjective.slice(0, -1)}ily`
    : adjective.endsWith("le")
      ? `${adjective.slice(0, -1)}y`
      : adjective.endsWith("ic")
        ? `${adjective}ally`
        : adjective.endsWith("ll")
          ? `${adjective}y`
          : `${adjective}ly`;
  // 'ally' is a word, but a noun: 'all' has no adverb.
  const isAdverb = getLexicon().isWord(adverb) && lexiconTags(adverb).every((tag) => tag === "Adverb");
  return isAdverb ? adverb : undefined;
}

/** Whether the word is a verb of action: the tagger reads a verb, and it is no linking verb or auxiliary. */
function isActionVerb(doc: Document, verb: Word): boolean {
  // 'come in handy': a preposition the tagger may read as a verb.
  // A capital only at the sentence's start: 'Listen careful', not a name.
  const startsSentence = verb.index === doc.sentences[verb.sentence]!.firstWord;
  if (!/^[a-z]+$/.test(startsSentence ? verb.lower : verb.text)) return false;
  if (PREPOSITIONS.has(verb.lower) || OTHER_PREPOSITIONS.has(verb.lower)) return false;
  const { tags, lemma } = doc.tags(verb.index);
  const linking = LINKING_FORMS.has(verb.lower) || LINKING_VERBS.has(lemma) || BE_FORMS.has(verb.lower);
  // A word no dictionary knows ('geting') may be any verb.
  if (!tags.includes("Verb") || tags.includes("Copula") || linking || !getLexicon().isWord(verb.lower)) return false;
  // 'the wall was painted white', 'he was found asleep': after 'be', a participle's adjective describes the subject.
  const before = wordBefore(doc, verb);
  return !(before && BE_FORMS.has(before.lower) && !verb.lower.endsWith("ing"));
}

// Words that start an object after a verb ('plays the piano', 'affect these relationships').
const OBJECT_DETERMINERS = new Set(["the", "my", "your", "his", "her", "our", "their", "these", "those"]);

/**
 * Whether the adjective opens a list before a noun rather than ending the clause: 'buy genuine and
 * reliable parts', 'emphasises oral, written and visual skills', 'creating warm, welcoming rooms'.
 * After 'and' or a comma comes another adjective, a noun or a participle, where a new clause
 * ('finished quick and went home') goes on with a verb.
 */
function opensList(doc: Document, adjective: Word): boolean {
  let next = doc.words[adjective.index + 1];
  if (!next || !/^\s*,?\s*$/.test(doc.text.slice(adjective.end, next.start))) return false;
  const comma = doc.text.slice(adjective.end, next.start).includes(",");
  if (["and", "or"].includes(next.lower)) next = doc.words[next.index + 1];
  else if (!comma) return false;
  if (!next) return false;
  const { tags } = doc.tags(next.index);
  // 'and culturally appropriate': an adverb of the next adjective.
  const adverbOfNext = next.lower.endsWith("ly") && tags.includes("Adverb");
  return (
    /(ed|ing|en)$/.test(next.lower) ||
    adverbOfNext ||
    isAdjective(next, doc) ||
    ["Adjective", "Noun", "Determiner"].some((tag) => tags.includes(tag))
  );
}

/** Whether 'to' opens an infinitive ('ready to help'), not a place or a person ('listen careful to the teacher'). */
function opensInfinitive(doc: Document, to: Word): boolean {
  const next = followingWord(doc, to);
  if (!next?.joined) return true;
  const { tags } = doc.tags(next.index);
  return (
    tags.includes("Verb") && !["Determiner", "Pronoun", "Possessive", "QuestionWord"].some((tag) => tags.includes(tag))
  );
}

// Verbs whose object an adjective may describe ('I find the film very good', 'they made the room very nice').
const OBJECT_DESCRIBED = new Set(
  "find consider think believe keep make like want prefer call leave get paint cook serve eat drink buy mark declare judge rate deem set render pronounce".split(
    " ",
  ),
);
const OBJECT_DESCRIBED_FORMS = formsOf(...OBJECT_DESCRIBED);
/** Whether the verb's object may be described by an adjective after it: 'find it easy', 'want it bad', 'sounds like perfect'. */
const describesObject = (doc: Document, verb: Word) =>
  OBJECT_DESCRIBED.has(doc.tags(verb.index).lemma) || OBJECT_DESCRIBED_FORMS.has(verb.lower);

/** The adjective after an action verb (maybe after 'very'), at the end of its phrase: 'sings very good', 'drives careful'. */
function adjectiveAfter(doc: Document, verb: Word): Word | undefined {
  // 'we do not find enjoyable', 'diseases considered fatal': the adjective describes an object before.
  // 'Think' right before an adjective is thinking in a manner: 'think different' → 'differently'.
  if (describesObject(doc, verb) && doc.tags(verb.index).lemma !== "think") return undefined;
  let word = followingWord(doc, verb);
  if (word?.joined && (DEGREE_ADVERBS.has(word.lower) || ["more", "less"].includes(word.lower)))
    word = followingWord(doc, word);
  if (!word?.joined || !/^[a-z]+$/.test(word.text) || ADVERB_TOO.has(word.lower)) return undefined;
  // 'divided over whether…': a preposition the tagger may read as an adjective.
  if (PREPOSITIONS.has(word.lower) || OTHER_PREPOSITIONS.has(word.lower)) return undefined;
  if (!isAdjective(word, doc) || /^[-'\u2019]/.test(doc.text.slice(word.end))) return undefined;
  // 'add content', 'force fluid in', 'the concussed patient': read as a noun here, it is the verb's object.
  // 'stop trying', 'have it guarded': a participle.
  if (doc.tags(word.index).tags.includes("Noun") || /(ing|ed)$/.test(word.lower)) return undefined;
  // 'stands ready to help', 'more laughable than that', 'capable of it': the adjective takes its own
  // complement. 'affect moderate these relationships': a verb, with its object.
  const next = doc.words[word.index + 1];
  if (next && /^\s*$/.test(doc.text.slice(word.end, next.start))) {
    if (["than", "of"].includes(next.lower) || (next.lower === "to" && opensInfinitive(doc, next))) return undefined;
    if (OBJECT_DETERMINERS.has(next.lower) && doc.tags(word.index).tags.includes("Verb")) return undefined;
    // 'comprehensive on-site visits': the next word starts a compound before a noun.
    if (doc.text.startsWith("-", next.end)) return undefined;
  }
  // 'uses fresh, local food': a list of adjectives before a noun.
  if (opensList(doc, word)) return undefined;
  return endsAfter(doc, word, STOPS) ? word : undefined;
}

// Adjectives that, after an object and at the phrase's end, can only say how it was done: 'answered the question correct'.
const MANNER_AFTER_OBJECT = new Set(
  "good bad correct perfect careful careless quick slow terrible beautiful fluent polite rude professional clever confident calm".split(
    " ",
  ),
);
// After a degree word ('plays it very good', 'plays football very professional'), the manner
// adjectives that can be graded: 'very perfect' and 'very correct' are another error.
const MANNER_AFTER_DEGREE = new Set(
  [...MANNER_AFTER_OBJECT].filter((adjective) => adjective !== "perfect" && adjective !== "correct"),
);
// A short object with no determiner: a sport or a game ('plays football'), a language or a name ('speaks English').
const isBareObject = (word: Word) =>
  SPORTS.has(word.text) || /^[A-Z][a-z]+$/.test(word.text) || ["it", "them", "him", "me", "us"].includes(word.lower);

/**
 * 'plays the guitar very good', 'speaks English really bad', 'answered the question correct': after a
 * verb of action and its short object, 'very' (or another degree word) and 'good' or 'bad', or a
 * manner adjective alone, at the phrase's end say how it is done.
 */
function goodAfterObject(doc: Document, verb: Word): Word | undefined {
  if (describesObject(doc, verb)) return undefined;
  let word = followingWord(doc, verb);
  if (!word?.joined) return undefined;
  if (OBJECT_DETERMINERS.has(word.lower)) word = followingWord(doc, word);
  else if (!isBareObject(word)) return undefined;
  const degree = word?.joined ? followingWord(doc, word) : undefined;
  if (!degree?.joined) return undefined;
  // 'very good' after the object, or one of the manner adjectives alone: 'answered it correct'.
  const adjective = DEGREE_ADVERBS.has(degree.lower) ? followingWord(doc, degree) : degree;
  const alone = adjective === degree;
  if (!adjective?.joined || !(alone ? MANNER_AFTER_OBJECT : MANNER_AFTER_DEGREE).has(adjective.lower)) return undefined;
  // Alone, after the object's noun and ending no list: not 'sending the most beautiful, fresh flowers'.
  const object = wordBefore(doc, adjective)!;
  if (alone && (opensList(doc, adjective) || !(doc.tags(object.index).tags.includes("Noun") || object.lower === "it")))
    return undefined;
  return endsAfter(doc, adjective, STOPS) ? adjective : undefined;
}

/** 'she sings very good' → 'she sings very well', 'he drives careful' → 'he drives carefully': a verb of action takes an adverb. */
export const adverbAfterVerb: Rule = {
  id: "adverb-after-verb",
  description: "Uses an adverb, not an adjective, to say how someone does something.",
  category: "word choice",
  label: "Adverbs after verbs (sing well, drive carefully)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["She sings very good.", "She sings very well."],
      ["He drives careful.", "He drives carefully."],
      ["They speak so quick in this video.", "They speak so quickly in this video."],
      ["Our team played terrible yesterday.", "Our team played terribly yesterday."],
      ["He speaks English very good.", "He speaks English very well."],
      ["You must listen careful to the teacher.", "You must listen carefully to the teacher."],
      ["Listen careful to what she says.", "Listen carefully to what she says."],
      ["Drive slow near the school.", "Drive slowly near the school."],
      ["He answered the question correct.", "He answered the question correctly."],
      ["She wrote the letter careful.", "She wrote the letter carefully."],
      ["They treated him bad.", "They treated him badly."],
      ["Young people think different about money.", "Young people think differently about money."],
      ["My cousin plays tennis very professional.", "My cousin plays tennis very professionally."],
      ["She speaks Spanish really fluent.", "She speaks Spanish really fluently."],
      ["He finished his homework very quick.", "He finished his homework very quickly."],
    ],
    right: [
      "Companies could schedule regular days for meetings.",
      "Opinion remains divided over whether it works.",
      "Employers should designate specific days for teamwork.",
      "She looks good.",
      "It tastes good.",
      "He feels bad about it.",
      "The food smells nice.",
      "He works hard.",
      "She sings beautiful songs.",
      "The wall was painted white.",
      "He died young.",
      "I find the film very good.",
      "They buy genuine and reliable parts.",
      "Click here to add content in seconds.",
      "The nurse was caring for the injured patient.",
      "The city stands ready to help.",
      "He looked happy to see us.",
      "Mark Twain wrote funny stories.",
      "The teacher marked the answer correct.",
      "She got the answer correct.",
      "He made the cake perfect.",
      "They painted the door bright blue.",
      "You are sending the most beautiful, fresh flowers.",
      "We do not find it enjoyable at all.",
      "I want it so bad.",
      "Stay calm.",
      "Keep quiet in the library.",
      "He pleaded guilty in court.",
      "Stop trying to tell me that.",
      "They play football very well.",
      "He kept the kitchen very clean.",
      "I find tennis very boring.",
      "We consider football very important.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const verb of doc.words) {
      const adjective = isActionVerb(doc, verb) ? (adjectiveAfter(doc, verb) ?? goodAfterObject(doc, verb)) : undefined;
      const adverb = adjective && adverbOf(adjective.lower);
      if (!adjective || !adverb) continue;
      findings.push({
        start: adjective.start,
        end: adjective.end,
        replacement: adverb,
        explanation: `The adverb '${adverb}' says how something is done; the adjective '${adjective.text}' describes a person or thing.`,
      });
    }
    return findings;
  },
};
