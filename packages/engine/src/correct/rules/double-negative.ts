import { DETERMINERS, OBJECT_PRONOUNS, OTHER_PREPOSITIONS, PREPOSITIONS } from "../../document/closed-classes";
import { opensClause } from "../../document/opening-phrase";
import type { Document, Word } from "../../document/document";
import { verbForms } from "../../document/inflection";
import { followingWord, isAdjective, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

// A negative word and the word a negative verb takes instead: 'I don't know nothing' → 'anything'.
const ANY_FORM = new Map([
  ["nothing", "anything"],
  ["nobody", "anybody"],
  ["nowhere", "anywhere"],
  ["none", "any"],
  ["no", "any"],
]);
// 'no one' is two words: it becomes 'anyone'.
const normalise = (word: Word) => word.lower.replace("\u2019", "'");
// What makes a verb negative: 'don't', 'can't', 'never', 'not'.
const isNegator = (word: Word) => /n't$/.test(normalise(word)) || ["not", "never", "cannot"].includes(word.lower);
// Words that may stand between the negative verb and its object: 'I can't really see nobody', 'I don't want to eat nothing'.
const BETWEEN_ADVERBS = new Set(["really", "even", "ever", "actually", "usually", "always", "hardly", "to"]);
const PREPOSITION = new Set([...PREPOSITIONS, ...OTHER_PREPOSITIONS]);
const BE_NEGATIVES = new Set(["isn't", "wasn't", "aren't", "weren't", "not"]);

// A negative subject and the negative auxiliary after it, with the positive verb group: 'Nobody didn't say' → 'Nobody said'.
const NEGATIVE_SUBJECTS = new Set(["nobody", "nothing", "noone"]);
const POSITIVE_AUXILIARY = new Map([
  ["can't", "can"],
  ["cannot", "can"],
  ["couldn't", "could"],
  ["won't", "will"],
  ["wouldn't", "would"],
  ["shouldn't", "should"],
  ["mustn't", "must"],
  ["isn't", "is"],
  ["wasn't", "was"],
  ["hasn't", "has"],
  ["hadn't", "had"],
]);

/** The negative word and its replacement after a negative verb: 'nothing' → 'anything', 'no one' → 'anyone', 'no money' → 'any money'. */
function anyFormAt(doc: Document, word: Word): { end: Word; replacement: string } | undefined {
  const next = followingWord(doc, word);
  if (word.lower === "no") {
    if (next?.joined && next.lower === "one") return { end: next, replacement: matchCase(word.text, "anyone") };
    // 'no' before a noun ('no money'), maybe after an adjective ('no modern music'), not 'say no' or 'take no for an answer'.
    const after = next?.joined ? followingWord(doc, next) : undefined;
    const described = next && isAdjective(next, doc) && after?.joined && doc.tags(after.index).tags.includes("Noun");
    return next?.joined && (doc.tags(next.index).tags.includes("Noun") || described) && !PREPOSITION.has(next.lower)
      ? { end: word, replacement: matchCase(word.text, "any") }
      : undefined;
  }
  const any = ANY_FORM.get(word.lower);
  return any ? { end: word, replacement: matchCase(word.text, any) } : undefined;
}

/** Whether 'not' or a negative 'be' right before a negative word makes a statement that is something: 'it's not nothing'. */
function saysSomething(doc: Document, negator: Word): boolean {
  if (negator.lower === "not") return true;
  return BE_NEGATIVES.has(normalise(negator)) && wordBefore(doc, negator)?.lower !== "there";
}

const DO_NEGATIVES = new Set(["don't", "doesn't", "didn't", "dont", "doesnt", "didnt"]);
/** Whether the word, in small letters, is a verb's base form: 'like', 'want'. */
const isBaseForm = (word: Word) => /^[a-z]+$/.test(word.text) && verbForms(word.lower)?.infinitive === word.lower;

/** Whether 'nowhere' follows within the next three words. */
const isBeforeNowhere = (doc: Document, word: Word) =>
  doc.words.slice(word.index + 1, word.index + 4).some((next) => next.lower === "nowhere");

/** 'I don't know nothing' → 'I don't know anything': a second negative after a negative verb. */
function negativeObject(doc: Document, negator: Word): Finding | undefined {
  let word = followingWord(doc, negator);
  for (let between = 0; word?.joined && between <= 3; between++) {
    const any = anyFormAt(doc, word);
    if (any) {
      const before = wordBefore(doc, word)!;
      // 'not nothing' and 'it isn't nothing' say something ('there isn't nothing' does not); 'for nothing' means in vain.
      if (before === negator && saysSomething(doc, negator)) return undefined;
      if (PREPOSITION.has(before.lower)) return undefined;
      return {
        start: word.start,
        end: any.end.end,
        replacement: any.replacement,
        explanation: `'${negator.text}' already makes the sentence negative, so use '${any.replacement.toLowerCase()}' here.`,
      };
    }
    const tags = doc.tags(word.index).tags;
    const fits =
      (tags.includes("Verb") && !/n't$/.test(normalise(word))) ||
      // 'doesn't like', which the tagger may read as a preposition: a base form right after 'do' is a verb.
      (between === 0 && DO_NEGATIVES.has(normalise(negator)) && isBaseForm(word)) ||
      OBJECT_PRONOUNS.has(word.lower) ||
      ["it", "you"].includes(word.lower) ||
      BETWEEN_ADVERBS.has(word.lower) ||
      // 'I can't find my keys nowhere': an object before 'nowhere', which no clause can follow.
      (isBeforeNowhere(doc, word) && (DETERMINERS.has(word.lower) || tags.includes("Noun")));
    if (!fits) return undefined;
    word = followingWord(doc, word);
  }
  return undefined;
}

/** 'Nobody didn't say' → 'Nobody said', 'Nothing can't stop' → 'Nothing can stop': a negative subject takes a positive verb. */
function negativeSubject(doc: Document, subject: Word): Finding | undefined {
  const auxiliary = followingWord(doc, subject);
  if (!auxiliary?.joined || !subjectOpensClause(doc, subject)) return undefined;
  const form = normalise(auxiliary);
  const verb = followingWord(doc, auxiliary);
  let replacement: string | undefined;
  if (POSITIVE_AUXILIARY.has(form)) replacement = POSITIVE_AUXILIARY.get(form);
  else if (["didn't", "doesn't", "don't"].includes(form) && verb?.joined) {
    const forms = verbForms(verb.lower);
    if (!forms || forms.infinitive !== verb.lower) return undefined;
    replacement = form === "didn't" ? forms.past : forms.present;
  }
  if (!replacement) return undefined;
  const end = ["didn't", "doesn't", "don't"].includes(form) ? verb! : auxiliary;
  const name = subjectName(doc, subject);
  return {
    start: auxiliary.start,
    end: end.end,
    replacement,
    explanation: `'${name}' is already negative, so the verb takes no 'not': '${name} ${replacement}'.`,
  };
}

// Negative auxiliaries before 'never', with their positive form: 'I haven't never been' → 'I have never been'.
const POSITIVE_BEFORE_NEVER = new Map([
  ...POSITIVE_AUXILIARY,
  ["haven't", "have"],
  ["aren't", "are"],
  ["weren't", "were"],
]);

/** 'I haven't never been' → 'I have never been', 'you can't never' → 'you can never': 'never' is negative enough. */
function notBeforeNever(doc: Document, auxiliary: Word): Finding | undefined {
  const positive = POSITIVE_BEFORE_NEVER.get(normalise(auxiliary));
  const never = followingWord(doc, auxiliary);
  if (!positive || !never?.joined || never.lower !== "never") return undefined;
  const replacement = matchCase(auxiliary.text, positive);
  return {
    start: auxiliary.start,
    end: auxiliary.end,
    replacement,
    explanation: `'Never' is already negative, so the verb takes no 'not': '${replacement.toLowerCase()} never'.`,
  };
}

/** Whether the negative subject ('nobody', the 'no' of 'no one') opens its clause. */
const subjectOpensClause = (doc: Document, subject: Word) =>
  opensClause(doc, subject.lower === "one" ? wordBefore(doc, subject)! : subject);

/** The negative subject as written: 'Nobody', 'no one'. */
const subjectName = (doc: Document, subject: Word) =>
  doc.text.slice(
    wordBefore(doc, subject)?.lower === "no" && subject.lower === "one"
      ? wordBefore(doc, subject)!.start
      : subject.start,
    subject.end,
  );

/** 'Nobody never helps me' → 'Nobody ever helps me': after a negative subject, 'ever'. */
function neverAfterSubject(doc: Document, subject: Word): Finding | undefined {
  const never = followingWord(doc, subject);
  if (never?.lower !== "never" || !never.joined || !subjectOpensClause(doc, subject)) return undefined;
  const name = subjectName(doc, subject);
  return {
    start: never.start,
    end: never.end,
    replacement: matchCase(never.text, "ever"),
    explanation: `'${name}' is already negative, so use 'ever', not 'never': '${name} ever'.`,
  };
}

/** 'Nobody knows nothing' → 'Nobody knows anything': after a negative subject and its verb, the object takes 'any'. */
function negativeAfterSubject(doc: Document, subject: Word): Finding | undefined {
  const verb = followingWord(doc, subject);
  if (!verb?.joined || !subjectOpensClause(doc, subject)) return undefined;
  return doc.tags(verb.index).tags.includes("Verb") ? negativeObject(doc, subject) : undefined;
}

/** 'I don't know nothing' → 'I don't know anything', 'Nobody didn't come' → 'Nobody came': one negative is enough. */
export const doubleNegative: Rule = {
  id: "double-negative",
  description: "Removes a second negative: 'anything' after a negative verb, a positive verb after 'nobody'.",
  category: "word choice",
  label: "One negative (I don't know anything)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I don't know nothing about it.", "I don't know anything about it."],
      ["Nobody didn't say anything.", "Nobody said anything."],
      ["We didn't see no one.", "We didn't see anyone."],
      ["She can't find her keys nowhere.", "She can't find her keys anywhere."],
      ["Nothing can't stop us now.", "Nothing can stop us now."],
      ["Nobody knows nothing about it.", "Nobody knows anything about it."],
      ["No one told me nothing.", "No one told me anything."],
      ["I haven't never been to Paris.", "I have never been to Paris."],
      ["You can't never be sure.", "You can never be sure."],
      ["Nobody never helps me.", "Nobody ever helps me."],
      ["My sister doesn't like no fish.", "My sister doesn't like any fish."],
      ["We didn't have no hot water.", "We didn't have any hot water."],
    ],
    right: [
      "I don't know anything about it.",
      "Nobody said anything.",
      "It's not nothing.",
      "I didn't come all this way for nothing.",
      "Don't take no for an answer.",
      "There is nothing I didn't try.",
      "Nobody knows anything about it.",
      "Nobody came for nothing.",
      "Nothing compares to you.",
      "I have never been to Paris.",
      "Haven't you ever been there?",
      "Nobody ever helps me.",
      "I said nobody, never anybody.",
    ],
  },
  check(doc) {
    return doc.words.flatMap((word) => {
      const finding = isNegator(word)
        ? (notBeforeNever(doc, word) ?? negativeObject(doc, word))
        : NEGATIVE_SUBJECTS.has(word.lower) || (word.lower === "one" && wordBefore(doc, word)?.lower === "no")
          ? (negativeSubject(doc, word) ?? neverAfterSubject(doc, word) ?? negativeAfterSubject(doc, word))
          : undefined;
      return finding ? [finding] : [];
    });
  },
};
