import { DETERMINERS, MID_POSITION_ADVERBS, MODALS, THINKING_VERBS } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { infinitiveOfParticiple, lexiconTags, verbForms } from "../../document/inflection";
import { opensClause } from "../../document/opening-phrase";
import { followingWord, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// The other person, as an object pronoun, in the subject form: 'me and him went' → 'he and I went'.
const SUBJECT_FORM = new Map([
  ["him", "he"],
  ["her", "she"],
  ["them", "they"],
  ["us", "we"],
  ["he", "he"],
  ["she", "she"],
  ["they", "they"],
  ["we", "we"],
  ["you", "you"],
]);
const NOUN_PHRASE_TAGS = ["Noun", "Adjective"];
const NOT_IN_PHRASE = ["Verb", "Pronoun", "Preposition", "Conjunction", "Adverb"];

const isName = (word: Word) => /^[A-Z][a-z]+$/.test(word.text) && word.lower !== "me" && !SUBJECT_FORM.has(word.lower);
const inPhrase = (doc: Document, word: Word) => {
  const tags = doc.tags(word.index).tags;
  return tags.some((tag) => NOUN_PHRASE_TAGS.includes(tag)) && !tags.some((tag) => NOT_IN_PHRASE.includes(tag));
};

/** Whether the word is a verb with a tense, or a modal, after a subject ('play', 'went', 'can'), maybe after 'always'. */
function isFiniteVerbAt(doc: Document, word: Word | undefined): boolean {
  if (!word?.joined) return false;
  if (MID_POSITION_ADVERBS.has(word.lower)) return isFiniteVerbAt(doc, followingWord(doc, word));
  if (MODALS.has(word.lower)) return true;
  const tags = doc.tags(word.index).tags;
  if (tags.includes("Gerund") || /^[A-Z]/.test(word.text)) return false;
  // 'my friends and me like pizza': the tagger may read 'like' as a preposition; the lexicon knows the verb.
  // So may it read 'cooked' as an adjective: a past form is a verb here.
  return (
    tags.includes("Verb") ||
    lexiconTags(word.lower).some((tag) => tag === "Infinitive" || tag === "PresentTense") ||
    verbForms(infinitiveOfParticiple(word.lower) ?? "")?.past === word.lower
  );
}

/** Where the person or noun phrase ending at `end` begins: 'Tom', 'she', 'my little brother'. */
function phraseEndingAt(doc: Document, end: Word): Word | undefined {
  if (isName(end) || SUBJECT_FORM.get(end.lower) === end.lower) return end;
  if (!/^[a-z]+$/.test(end.text) || !doc.tags(end.index).tags.includes("Noun")) return undefined;
  for (let word = end; word.joined;) {
    const before = wordBefore(doc, word)!;
    if (DETERMINERS.has(before.lower)) return before;
    if (!inPhrase(doc, before) || end.index - before.index > 3) return undefined;
    word = before;
  }
  return undefined;
}

/** The person or noun phrase beginning at `start` that a finite verb follows: 'Tom', 'him', 'my friends', 'her sister'. */
function phraseBeginningAt(doc: Document, start: Word | undefined): Word | undefined {
  if (!start?.joined) return undefined;
  // 'her' is a pronoun ('me and her went') or a determiner ('him and her sister live').
  if (start.lower === "her") return nounAfterDeterminer(doc, start) ?? start;
  if (SUBJECT_FORM.has(start.lower) || isName(start)) return start;
  if (!DETERMINERS.has(start.lower) || start.lower === "a" || start.lower === "an") return undefined;
  return nounAfterDeterminer(doc, start);
}

/** The noun, at most three words after the determiner, that a finite verb follows: 'my little brother'. */
function nounAfterDeterminer(doc: Document, determiner: Word): Word | undefined {
  for (
    let word = followingWord(doc, determiner);
    word?.joined && word.index - determiner.index <= 3;
    word = followingWord(doc, word)
  ) {
    if (!inPhrase(doc, word)) return undefined;
    if (doc.tags(word.index).tags.includes("Noun") && isFiniteVerbAt(doc, followingWord(doc, word))) return word;
  }
  return undefined;
}

/** Whether a subject may begin at the word: where a clause opens, or right after a verb of thinking ('I think my mum and me…'). */
const opensSubject = (doc: Document, word: Word) =>
  opensClause(doc, word) || (word.joined && THINKING_VERBS.has(wordBefore(doc, word)?.lower ?? ""));

/** 'my brother and me play' → 'my brother and I play': 'me' after 'and' in a subject. */
function meAfterAnd(doc: Document, me: Word): Finding | undefined {
  const and = wordBefore(doc, me);
  const other = and && wordBefore(doc, and);
  if (!me.joined || and?.lower !== "and" || !and.joined || !other) return undefined;
  // 'Him and me play' → 'He and I play': both pronouns take the subject form.
  const pronoun = SUBJECT_FORM.get(other.lower);
  if (pronoun && pronoun !== other.lower) {
    if (!opensClause(doc, other) || !isFiniteVerbAt(doc, followingWord(doc, me))) return undefined;
    const replacement = matchCase(other.text, `${pronoun} and I`);
    return {
      start: other.start,
      end: me.end,
      replacement,
      explanation: `'${other.text} and me' is the subject of the verb, so both take the subject form: '${replacement}'.`,
    };
  }
  const start = phraseEndingAt(doc, other);
  if (!start || !opensSubject(doc, start) || !isFiniteVerbAt(doc, followingWord(doc, me))) return undefined;
  const subject = doc.text.slice(start.start, and.end);
  return {
    start: me.start,
    end: me.end,
    replacement: "I",
    explanation: `'${subject} me' is the subject of the verb, so use 'I': '${subject} I'.`,
  };
}

/** 'Me and my friends went' → 'My friends and I went': 'me' first in a subject. */
function meFirst(doc: Document, me: Word): Finding | undefined {
  const and = followingWord(doc, me);
  if (and?.lower !== "and" || !and.joined || !opensClause(doc, me)) return undefined;
  const first = followingWord(doc, and);
  const end = phraseBeginningAt(doc, first);
  if (!first || !end || !isFiniteVerbAt(doc, followingWord(doc, end))) return undefined;
  const other =
    first === end && SUBJECT_FORM.has(first.lower)
      ? SUBJECT_FORM.get(first.lower)!
      : doc.text.slice(first.start, end.end).replace(/^[A-Z](?=[a-z]+\s)/, (letter) => letter.toLowerCase());
  const replacement = matchCase(me.text, `${other} and I`);
  return {
    start: me.start,
    end: end.end,
    replacement,
    explanation: `'Me' cannot be the subject of a verb: say '${replacement}', with 'I' last.`,
  };
}

/** 'Him and his wife live' → 'He and his wife live': an object pronoun first in a subject of two. */
function objectPronounFirst(doc: Document, pronoun: Word): Finding | undefined {
  const subjectForm = SUBJECT_FORM.get(pronoun.lower);
  if (!subjectForm || subjectForm === pronoun.lower || !opensClause(doc, pronoun)) return undefined;
  const and = followingWord(doc, pronoun);
  if (and?.lower !== "and" || !and.joined) return undefined;
  const end = phraseBeginningAt(doc, followingWord(doc, and));
  if (!end || !isFiniteVerbAt(doc, followingWord(doc, end))) return undefined;
  // 'Her and her sister's house is big': both own the house, which is the subject.
  if (/['\u2019]s\b/.test(doc.text.slice(and.end, end.end))) return undefined;
  // 'Him and her went' → 'He and she went': a second object pronoun takes the subject form too.
  const second = SUBJECT_FORM.get(end.lower);
  const both = second !== undefined && second !== end.lower;
  const replacement = matchCase(pronoun.text, both ? `${subjectForm} and ${second}` : subjectForm);
  return {
    start: pronoun.start,
    end: both ? end.end : pronoun.end,
    replacement,
    explanation: both
      ? `'${doc.text.slice(pronoun.start, end.end)}' is the subject of the verb, so both take the subject form: '${replacement}'.`
      : `'${pronoun.text}' begins the subject of the verb, so it takes the subject form: '${replacement}'.`,
  };
}

/** 'my brother and me play' → 'my brother and I play', 'Me and Tom went' → 'Tom and I went': the subject takes 'I'. */
export const meInSubject: Rule = {
  id: "me-in-subject",
  description: "Uses 'I', not 'me', in a subject of two people joined by 'and'.",
  category: "word choice",
  label: "“my friend and I” as a subject",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My brother and me play football.", "My brother and I play football."],
      ["Me and my friends went to the cinema.", "My friends and I went to the cinema."],
      ["Yesterday Tom and me cooked dinner.", "Yesterday Tom and I cooked dinner."],
      ["I hope my sister and me can visit you.", "I hope my sister and I can visit you."],
      ["Me and him are in the same class.", "He and I are in the same class."],
      ["Him and me play tennis.", "He and I play tennis."],
      ["Yesterday her and me walked home.", "Yesterday she and I walked home."],
      ["Him and his wife live in Rome.", "He and his wife live in Rome."],
    ],
    right: [
      "He called my brother and me.",
      "She said my brother and I could stay.",
      "They thought my dad and I were lost.",
      "Between you and me, it was boring.",
      "My brother and I play football.",
      "She invited Tom and me to dinner.",
      "Me and my big mouth!",
      "They saw my sister and me walking home.",
      "She told him and me to wait.",
      "Give them and me a minute.",
      "Her and her sister's house is big.",
      "I saw him and his wife yesterday.",
    ],
  },
  check(doc) {
    return doc.words.flatMap((word) => {
      const finding =
        word.lower === "me" ? (meAfterAnd(doc, word) ?? meFirst(doc, word)) : objectPronounFirst(doc, word);
      return finding ? [finding] : [];
    });
  },
};
