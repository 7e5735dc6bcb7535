import {
  BE_FORMS,
  COUNTABLE_NOUNS,
  DETERMINERS,
  EITHER_NUMBER_NOUNS,
  HAD_NOUNS,
  PERSON_NOUNS,
} from "../../document/closed-classes";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { isAdjective, optional, sequence } from "../../document/pattern";
import { isComparative, lexiconTags } from "../../document/inflection";
import type { Finding, Rule } from "../types";
import { wantsAn } from "./a-an";

// The noun ends its phrase: punctuation, the end of the text, or a word that starts something new.
const PHRASE_ENDS = new Set([
  "and",
  "but",
  "or",
  "when",
  "because",
  "so",
  "in",
  "at",
  "with",
  "for",
  "from",
  "who",
  "that",
  "than",
  "of",
  "to",
  "on",
  "after",
  "before",
  "during",
  "about",
  "near",
  // A time after the noun: 'I had very bad day yesterday'.
  "yesterday",
  "today",
  "tomorrow",
  "last",
  "next",
]);
function endsPhrase(doc: Document, noun: Word): boolean {
  if (/^[-'\u2019]/.test(doc.text.slice(noun.end))) return false;
  return endsAfter(doc, noun, PHRASE_ENDS);
}

const BE_OR_BECOME = new Set([...BE_FORMS, "become", "becomes", "became", "becoming"]);
// A job or role is always written in small letters: 'Is Baker here?' names a person. A job that is
// also an adjective's comparative ('cleaner', 'fitter') is left alone: 'the air is cleaner' compares.
const isPersonNoun = (word: Word) => PERSON_NOUNS.has(word.text) && !isComparative(word.text);
// 'I was child', 'my mother is nurse', 'I want to become pilot': 'be' or 'become' and a person noun.
const ROLE = sequence(BE_OR_BECOME, isPersonNoun);
// 'she works as waitress'.
const AS_JOB = sequence(["work", "works", "worked", "working", "job"], "as", isPersonNoun);
// 'it was very good idea', 'she became famous singer': 'be', 'very' and an adjective before a countable noun.
// A person is always counted: the lexicon's people ('swimmer', 'neighbour') as well as the listed nouns.
const isCountedNoun = (word: Word) =>
  COUNTABLE_NOUNS.has(word.text) ||
  (/^[a-z]+$/.test(word.text) &&
    !EITHER_NUMBER_NOUNS.has(word.text) &&
    lexiconTags(word.text).includes("Actor") &&
    !lexiconTags(word.text).includes("Plural"));
const isSuperlative = (word: Word, doc: Document) =>
  ["best", "worst", "most", "least"].includes(word.lower) ||
  doc.tags(word.index).tags.includes("Superlative") ||
  lexiconTags(word.lower).includes("Superlative");
const DESCRIBED = sequence(BE_OR_BECOME, optional(["very", "really", "quite", "such"]), isAdjective, isCountedNoun);
// 'she has very nice smile': after 'have', only with a degree word ('have good time' is another error).
// A word of quantity ('very little time', 'very few friends') is no description.
const HAD_DESCRIBED = sequence(
  ["have", "has", "had", "having"],
  ["very", "really", "such"],
  (word, doc) => isAdjective(word, doc) && !["little", "much", "few", "many", "enough"].includes(word.lower),
  isCountedNoun,
);
// 'we stayed in very old hotel', 'they live in really small village': after a preposition, a degree
// word and an adjective before a countable noun. Not 'quite' ('in quite a small village').
const PLACE_PREPOSITIONS = ["in", "at", "on", "to", "from", "with", "into", "for", "near"];
const IN_DESCRIBED = sequence(
  PLACE_PREPOSITIONS,
  ["very", "really", "extremely"],
  (word, doc) => isAdjective(word, doc) && !["little", "much", "few", "many", "enough"].includes(word.lower),
  isCountedNoun,
);
// 'we watched very scary film', 'she found really nice flat': after a verb of action, with a degree
// word, an adjective and a countable noun.
const isActionVerb = (word: Word, doc: Document) => {
  const { tags } = doc.tags(word.index);
  return (
    /^[a-z]+$/.test(word.text) &&
    tags.includes("Verb") &&
    !["Copula", "Auxiliary", "Modal", "Noun", "Adjective", "Gerund"].some((tag) => tags.includes(tag))
  );
};
const DONE_DESCRIBED = sequence(
  isActionVerb,
  ["very", "really", "extremely"],
  (word, doc) => isAdjective(word, doc) && !["little", "much", "few", "many", "enough"].includes(word.lower),
  isCountedNoun,
);
// 'I have car', 'there is problem': something one has, or that there is.
const HAD = sequence(["have", "has", "had", "having"], HAD_NOUNS);
const THERE_IS = sequence("there", ["is", "was", "isn't", "wasn't"], HAD_NOUNS);
const THERES = sequence("there's", HAD_NOUNS);
// 'in other country': 'other' before a singular countable noun is 'another', unless a determiner comes first.
const OTHER = sequence("other", COUNTABLE_NOUNS);
const BEFORE_OTHER = new Set([...DETERMINERS, "each", "every", "no", "any", "some", "one", "many", "several", "few"]);

/** 'when I was child' → 'when I was a child', 'in other country' → 'in another country': a singular countable noun needs an article. */
export const missingArticle: Rule = {
  id: "missing-article",
  description: "Puts 'a' or 'an' before a singular countable noun that has none.",
  category: "article",
  label: "“a” before a singular noun (a child, another country)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["When I was child, I lived by the sea.", "When I was a child, I lived by the sea."],
      ["She is teacher.", "She is a teacher."],
      ["It was very good idea.", "It was a very good idea."],
      ["I would like to live in other country.", "I would like to live in another country."],
      ["It is interesting place to visit.", "It is an interesting place to visit."],
      ["It was honest decision.", "It was an honest decision."],
      ["My mother is nurse.", "My mother is a nurse."],
      ["I want to become engineer.", "I want to become an engineer."],
      ["She works as waitress in a cafe.", "She works as a waitress in a cafe."],
      ["She became famous singer.", "She became a famous singer."],
      ["It was such nice day.", "It was such a nice day."],
      ["We have car.", "We have a car."],
      ["There is problem with my phone.", "There is a problem with my phone."],
      ["We had very nice holiday last summer.", "We had a very nice holiday last summer."],
      ["My grandparents live in very quiet village.", "My grandparents live in a very quiet village."],
      ["He has really deep voice.", "He has a really deep voice."],
      ["Yesterday we found really cheap restaurant.", "Yesterday we found a really cheap restaurant."],
    ],
    right: [
      "When I was a child, I lived by the sea.",
      "She is a teacher.",
      "It was a very good idea.",
      "I would like to live in another country.",
      "We helped each other person.",
      "The other day was hot.",
      "It was very good news.",
      "It was such good news.",
      "They were such nice people.",
      "They were students then.",
      "Each other country has its own rules.",
      "He is child-friendly.",
      "It is good weather for a walk.",
      "I was student president.",
      "It was last month.",
      "There were many other student groups.",
      "We bought balloons and other party things.",
      "She is head of department.",
      "I became captain of the team.",
      "She is head teacher at our school.",
      "Is Baker at home?",
      "We have school on Saturday mornings.",
      "We have car trouble again.",
      "There is a problem with my phone.",
      "It is child's play.",
      "The air is cleaner in the countryside.",
      "My room became cleaner after the party.",
      "Her sister is a cleaner at the hospital.",
      "The car is in very good condition.",
      "We arrived with very little time to spare.",
      "They live in very small houses.",
      "We stayed in quite a small village.",
      "I had very good luck yesterday.",
      "They sell very good bread.",
      "We watched very funny films.",
      "It makes very good sense.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const insert = (before: Word, noun: Word, explanation: string) => {
      const article = wantsAn(before.text) ? "an" : "a";
      findings.push({
        start: before.start,
        end: before.start,
        replacement: `${article} `,
        explanation: explanation.replace("{article}", article).replace("{noun}", noun.text),
      });
    };
    for (const word of doc.words) {
      for (const pattern of [ROLE, AS_JOB, HAD, THERE_IS, THERES]) {
        const noun = pattern.matchAt(doc, word.index)?.words.at(-1);
        if (noun && endsPhrase(doc, noun)) insert(noun, noun, "Use '{article}' before a singular noun like '{noun}'.");
      }
      const described =
        DESCRIBED.matchAt(doc, word.index) ??
        HAD_DESCRIBED.matchAt(doc, word.index) ??
        IN_DESCRIBED.matchAt(doc, word.index) ??
        DONE_DESCRIBED.matchAt(doc, word.index);
      const adjective = described?.words.at(-2);
      if (described && adjective && isSuperlative(adjective, doc) && endsPhrase(doc, described.words.at(-1)!)) {
        // 'he is best player': a superlative picks one out, so it takes 'the'.
        findings.push({
          start: adjective.start,
          end: adjective.start,
          replacement: "the ",
          explanation: `'${adjective.text}' picks out one of a group, so it takes 'the': 'the ${adjective.lower} ${described.words.at(-1)!.text}'.`,
        });
      } else if (described && endsPhrase(doc, described.words.at(-1)!)) {
        // 'such a nice day': the article comes after 'such', and before 'very'.
        const such = described.words[1]!.lower === "such";
        insert(
          described.words[such ? 2 : 1]!,
          described.words.at(-1)!,
          such
            ? "'Such' before a singular noun like '{noun}' takes '{article}' after it: 'such {article} …'."
            : "Use '{article}' before a singular noun like '{noun}', even with words before it.",
        );
      }
      const other = OTHER.matchAt(doc, word.index);
      const previous = word.joined ? doc.words[word.index - 1]! : undefined;
      if (
        other &&
        word.text === "other" &&
        /^[a-z]+$/.test(other.words[1]!.text) &&
        endsPhrase(doc, other.words[1]!) &&
        !BEFORE_OTHER.has(previous?.lower ?? "")
      ) {
        findings.push({
          start: word.start,
          end: word.end,
          replacement: "another",
          explanation: `Use 'another' before a singular noun: 'another ${other.words[1]!.text}'.`,
        });
      }
    }
    return findings;
  },
};
