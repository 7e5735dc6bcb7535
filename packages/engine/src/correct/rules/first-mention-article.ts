import {
  CARDINALS,
  HAVE_FORMS,
  JOB_NOUNS,
  PERSON_NOUNS,
  POSSESSIVES,
  SUBJECT_ONLY_PRONOUNS,
} from "../../document/closed-classes";
import { isComparative } from "../../document/inflection";
import { takesMuch } from "../../document/countable";
import type { Document, Word } from "../../document/document";
import { isAdjective, wordBefore } from "../../document/pattern";
import { TIME_AMOUNTS } from "../../document/time-markers";
import { indefiniteFor, whyIndefinite } from "../article-reasons";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const BE = new Set(["is", "was", "am"]);
const DEGREE = new Set(["very", "really", "quite", "extremely", "rather", "pretty", "incredibly", "truly"]);
// Adjectives that pick out one thing the reader can identify: 'the right decision', 'the main problem', 'the big day'.
const PICKING_OUT = new Set(
  "right wrong real perfect ideal main usual obvious exact true proper actual original ultimate final current present previous following correct key best worst big famous same only whole".split(
    " ",
  ),
);
// Adjectives of opinion, which describe one of many ('a wonderful day'); adjectives of age, size or
// colour often pick one out instead ('he is the new teacher', 'it was the old house'), so they count
// only after 'very', 'really'... ('the very old house' is never one already known).
const OPINION = new Set(
  "amazing awesome awful bad beautiful boring brilliant cheerful clever delicious difficult easy enjoyable excellent exciting fantastic fascinating friendly fun funny generous good gorgeous great helpful honest horrible important incredible interesting kind lovely marvellous nice pleasant polite popular relaxing rude stressful stupid successful superb terrible tiring ugly unforgettable unpleasant useful useless valuable wonderful".split(
    " ",
  ),
);
// Nouns that name a part of something known ('the easy part', 'the long way', 'the good thing is'): 'the' is right.
const PART_NOUNS = new Set(
  "part side thing one way point bit end reason case truth answer solution result choice option".split(" "),
);
// Nouns of a thought or a message that someone has: 'I have an idea', 'we had a problem with'.
const CONTENT_NOUNS = new Set("idea question suggestion proposal request complaint problem".split(" "));
// Subjects that point ('this is the teacher', 'that was the problem') or ask ('who is the teacher?').
const POINTING = new Set("this that these those here there which what who where".split(" "));

const isDescribing = (word: Word, doc: Document) =>
  isAdjective(word, doc) &&
  !PICKING_OUT.has(word.lower) &&
  !word.lower.endsWith("ed") &&
  !doc.tags(word.index).tags.some((tag) => tag === "Superlative" || tag === "Comparative");

/** A singular countable noun, lower case. */
function isCountableSingular(word: Word, doc: Document): boolean {
  const { tags } = doc.tags(word.index);
  return (
    word.text === word.lower &&
    tags.includes("Noun") &&
    tags.includes("Singular") &&
    !tags.includes("Pronoun") &&
    !takesMuch(word.lower)
  );
}

/** The describing words and the noun after 'the': 'very kind woman', 'small but comfortable place'; undefined if the phrase is something else. */
function describedNoun(doc: Document, the: Word): Word[] | undefined {
  const words: Word[] = [];
  let next = doc.words[the.index + 1];
  const intensified = next?.joined && DEGREE.has(next.lower);
  if (intensified) next = (words.push(next!), doc.words[next!.index + 1]);
  let adjectives = 0;
  let coordinated = false;
  while (next?.joined && isDescribing(next, doc) && adjectives < 3) {
    words.push(next);
    adjectives++;
    next = doc.words[next.index + 1];
    if (next?.joined && (next.lower === "but" || next.lower === "and") && adjectives === 1) {
      coordinated = true;
      words.push(next);
      next = doc.words[next.index + 1];
    }
  }
  // Only 'very', two adjectives joined by 'and' or 'but', or an opinion make the phrase surely describe.
  const describes = intensified || coordinated || words.some((word) => OPINION.has(word.lower));
  if (!describes || adjectives === 0 || !next?.joined || !isCountableSingular(next, doc) || PART_NOUNS.has(next.lower))
    return undefined;
  return [...words, next];
}

/** Whether the phrase ends its clause after `last`: punctuation or the text's end, or one of `words`. */
function endsClause(doc: Document, last: Word, words: ReadonlySet<string> = new Set()): boolean {
  const next = doc.words[last.index + 1];
  return !next || !next.joined || words.has(next.lower);
}

// Past verbs of a story meeting something for the first time, and what may follow the new thing:
// its name, a time, what it was about. Not 'of', 'you' or 'that', which say which one is meant.
const MET_FORMS = new Set(
  "saw watched read bought met found visited got received heard wrote made took had adopted".split(" "),
);
const AFTER_MET = new Set(["last", "yesterday", "called", "named", "about", "when", "while", "and"]);

const isQuestion = (doc: Document, word: Word) =>
  /\?\s*$/.test(doc.text.slice(doc.sentences[word.sentence]!.start, doc.sentences[word.sentence]!.end));

// 'There was the accident', 'there is the big park near my house': 'there is' brings in something
// new, and may end with where it is. Not 'of' or 'with', which say which one ('the problem of cost').
const THERE_VERBS = new Set(["is", "was"]);
const AFTER_THERE = new Set(["in", "on", "at", "near", "outside", "behind", "opposite", "next", "and"]);
// 'I want to be the teacher', 'she will become the doctor': a job someone will have.
const BECOME = new Set(["be", "become"]);
const BEFORE_BECOME = new Set(["to", "will", "would", "can", "could", "might", "should", "must"]);
const WORK_FORMS = new Set(["work", "works", "worked", "working"]);
// 'I have the brother and two sisters', 'we have the cat called Tom': family and pets one has.
const FAMILY_AND_PETS = new Set(
  "brother sister cousin boyfriend girlfriend son daughter husband wife stepbrother stepsister twin dog cat pet puppy kitten hamster rabbit parrot".split(
    " ",
  ),
);
const AFTER_FAMILY = new Set(["called", "named", "who", "from"]);
const COUNTING = new Set(["a", "an", "one", ...CARDINALS]);

/** The noun phrase after 'there is the' ('there was the accident'): 'was' with any such noun, 'is' only when described. */
function afterThere(doc: Document, the: Word, verb: Word, before: Word | undefined): Word[] | undefined {
  const verbWord = verb.lower.replace("\u2019", "'");
  const there = verbWord === "there's" || (before?.lower === "there" && THERE_VERBS.has(verbWord));
  const sentence = doc.sentences[the.sentence]!;
  // 'There's the bus!' points at something, as 'here is' does.
  if (!there || doc.text.slice(sentence.start, sentence.end).trimEnd().endsWith("!")) return undefined;
  const first = doc.words[the.index + 1];
  if (!first?.joined) return undefined;
  let phrase = describedNoun(doc, the);
  if (!phrase) {
    const noun = isDescribing(first, doc) ? doc.words[first.index + 1] : first;
    if (!noun?.joined) return undefined;
    phrase = noun === first ? [noun] : [first, noun];
  }
  const noun = phrase.at(-1)!;
  if (!isCountableSingular(noun, doc) || PART_NOUNS.has(noun.lower)) return undefined;
  if (verbWord !== "was" && phrase.length < 2) return undefined;
  return endsClause(doc, noun, AFTER_THERE) ? phrase : undefined;
}

/** Whether a person and a job are followed by 'and' and a new clause: 'my father is the doctor and my mother…'. */
function endsBeforeNextClause(doc: Document, job: Word): boolean {
  const and = doc.words[job.index + 1];
  const after = and && doc.words[and.index + 1];
  return Boolean(
    and?.joined &&
    (and.lower === "and" || and.lower === "but") &&
    after?.joined &&
    (POSSESSIVES.has(after.lower) || SUBJECT_ONLY_PRONOUNS.has(after.lower)),
  );
}

/** The noun phrase after 'the' that takes 'a' here, by one of its frames, if any. */
function firstMention(doc: Document, the: Word): { words: Word[]; noun: string } | undefined {
  const verb = the.joined ? wordBefore(doc, the) : undefined;
  const subject = verb?.joined ? wordBefore(doc, verb) : undefined;
  if (!verb || isQuestion(doc, the)) return undefined;
  // 'It was the great experience.', 'Lisbon is the beautiful city.'
  if (BE.has(verb.lower) && !(subject && POINTING.has(subject.lower))) {
    const words = describedNoun(doc, the);
    if (words && endsClause(doc, words.at(-1)!, new Set(["for"]))) return { words, noun: words.at(-1)!.lower };
  }
  // 'I saw the amazing film last night.', 'I had the lovely dog called Max.': a story meets something new.
  if (MET_FORMS.has(verb.lower)) {
    const words = describedNoun(doc, the);
    if (words && endsClause(doc, words.at(-1)!, AFTER_MET)) return { words, noun: words.at(-1)!.lower };
  }
  // 'My father is the engineer.', 'She was the nurse for thirty years.'
  const job = doc.words[the.index + 1];
  const person = subject && (SUBJECT_ONLY_PRONOUNS.has(subject.lower) || PERSON_NOUNS.has(subject.lower));
  const isJob = Boolean(job?.joined && JOB_NOUNS.has(job.lower) && !isComparative(job.lower));
  if (BE.has(verb.lower) && person && isJob && (jobEnds(doc, job!) || endsBeforeNextClause(doc, job!)))
    return { words: [job!], noun: job!.lower };
  // 'I want to be the teacher when I grow up', 'she works as the engineer': a job someone has or will have.
  const willBe = BECOME.has(verb.lower) && subject?.joined && BEFORE_BECOME.has(subject.lower);
  if (isJob && (willBe || (verb.lower === "as" && subject && WORK_FORMS.has(subject.lower)))) {
    if (jobEnds(doc, job!) || (willBe && endsClause(doc, job!, new Set(["when", "one", "because"]))))
      return { words: [job!], noun: job!.lower };
  }
  // 'There was the accident on the motorway.'
  const there = afterThere(doc, the, verb, subject);
  if (there) return { words: there, noun: there.at(-1)!.lower };
  // 'I have the brother and two sisters.'
  if (HAVE_FORMS.has(verb.lower) && job?.joined && FAMILY_AND_PETS.has(job.lower)) {
    const next = doc.words[job.index + 1];
    const counted = next?.joined && next.lower === "and" && COUNTING.has(doc.words[next.index + 1]?.lower ?? "");
    if (counted || endsClause(doc, job, AFTER_FAMILY)) return { words: [job], noun: job.lower };
  }
  // 'I have the idea: let's…', 'We had the problem with…'
  if (HAVE_FORMS.has(verb.lower) && job?.joined) {
    const adjective = isDescribing(job, doc) ? job : undefined;
    const noun = adjective ? doc.words[job.index + 1] : job;
    if (noun?.joined && CONTENT_NOUNS.has(noun.lower) && endsClause(doc, noun, new Set(["for", "about", "with"])))
      return { words: adjective ? [adjective, noun] : [noun], noun: noun.lower };
  }
  return undefined;
}

/** Whether the job ends its clause, or a place or length follows that is not a particular one: 'in a school', 'for ten years'. */
function jobEnds(doc: Document, job: Word): boolean {
  const next = doc.words[job.index + 1];
  const after = next && doc.words[next.index + 1];
  if (!next || (!next.joined && /^\s*[.!]/.test(doc.text.slice(job.end)))) return true;
  if (!after?.joined) return false;
  return (
    ((next.lower === "in" || next.lower === "at") && (after.lower === "a" || after.lower === "an")) ||
    (next.lower === "for" && TIME_AMOUNTS.has(after.lower) && after.lower !== "a")
  );
}

/** 'It was the great experience' → 'It was a great experience': 'a' for one of many, new to the reader. */
export const firstMentionArticle: Rule = {
  id: "first-mention-article",
  description: "Uses 'a' or 'an', not 'the', for one of many that the reader meets for the first time.",
  category: "article",
  label: "“a” for something new (a great experience)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["It was the great experience for us.", "It was a great experience for us."],
      ["The trip was the amazing adventure.", "The trip was an amazing adventure."],
      ["My father is the engineer.", "My father is an engineer."],
      ["I have the idea: let's go to the beach.", "I have an idea: let's go to the beach."],
      [
        "Yesterday I read the interesting article about whales.",
        "Yesterday I read an interesting article about whales.",
      ],
      ["When I was young, I had the lovely dog called Max.", "When I was young, I had a lovely dog called Max."],
    ],
    right: [
      "It was the best experience of my life.",
      "She is the teacher of my class.",
      "I like the idea that we can work from home.",
      "That was the main problem.",
      "This is the easy part.",
      "It was the great experience of my childhood.",
      "We had the same problem.",
      "I saw the amazing film you told me about.",
      "We visited the beautiful city of Prague.",
      "I read the interesting article that you sent.",
      "We had the best time of our lives.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const word of doc.words) {
      if (word.lower !== "the") continue;
      const found = firstMention(doc, word);
      if (!found) continue;
      const phrase = doc.text.slice(found.words[0]!.start, found.words.at(-1)!.end);
      const article = indefiniteFor(found.words[0]!.text);
      findings.push({
        start: word.start,
        end: word.end,
        replacement: matchCase(word.text, article),
        explanation: whyIndefinite(article, phrase, found.noun),
      });
    }
    return findings;
  },
};
