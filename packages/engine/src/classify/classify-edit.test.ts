import { describe, expect, it } from "vitest";
import { ESSAY_TEXT } from "../correct/testing/learner-essays";
import { classifyTextEdit, classifyTokenEdit } from "./classify-edit";

/** Classifies the change of `from` (or an insertion at '^') into `to` in a sentence of our own. */
function classify(sentence: string, from: string, to: string) {
  const start = from ? sentence.indexOf(from) : sentence.indexOf("^");
  const text = from ? sentence : sentence.replace("^", "");
  return classifyTextEdit(text, { start, end: start + from.length, replacement: to });
}

describe("classifying an edit someone else made", () => {
  it.each([
    [
      "Last summer we go to the seaside.",
      "go",
      "went",
      "R:VERB:TENSE",
      "tense",
      "This happened in the past, so use the past tense: 'went'.",
    ],
    [
      "My neighbour have a red car.",
      "have",
      "has",
      "R:VERB:SVA",
      "subject-verb agreement",
      "The subject 'my neighbour' is singular, so use 'has'.",
    ],
    [
      "The children was tired.",
      "was",
      "were",
      "R:VERB:SVA",
      "subject-verb agreement",
      "The subject 'the children' is plural, so use 'were'.",
    ],
    ["She is keen in sports.", "in", "on", "R:PREP", "preposition", "The usual preposition here is 'keen on'."],
    [
      "I bought three apple.",
      "apple",
      "apples",
      "R:NOUN:NUM",
      "noun number",
      "After 'three', use the plural: 'apples'.",
    ],
    [
      "We are looking forward to meet you.",
      "meet",
      "meeting",
      "R:VERB:FORM",
      "verb form",
      "After 'look forward to', use the -ing form: 'meeting'.",
    ],
    [
      "My sister is more old than me.",
      "more old",
      "older",
      "R:ADJ:FORM",
      "word choice",
      "Short adjectives take -er or -est, not 'more' or 'most': 'older'.",
    ],
    [
      "We visited a beatiful castle.",
      "beatiful",
      "beautiful",
      "R:SPELL",
      "spelling",
      "This word is spelt 'beautiful'.",
    ],
    [
      "The childs ran away.",
      "childs",
      "children",
      "R:NOUN:INFL",
      "noun number",
      "This noun has an irregular plural: 'child' becomes 'children', 'life' becomes 'lives'.",
    ],
    ["The mouses ran away.", "mouses", "mice", "R:NOUN:NUM", "noun number", "Use the plural 'mice' here."],
    [
      "Can you give me some advices?",
      "advices",
      "advice",
      "R:NOUN:INFL",
      "noun number",
      "'advice' cannot be counted, so it has no plural '-s'.",
    ],
    ["We met in paris.", "paris", "Paris", "R:ORTH", "capitalisation", "Write 'Paris' with a capital letter."],
    [
      "She plays very well the piano.",
      "very well the piano",
      "the piano very well",
      "R:WO",
      "word order",
      "Put 'very well' after the object: 'plays the piano very well'.",
    ],
    [
      "He felt a great happy when he won.",
      "happy",
      "happiness",
      "R:MORPH",
      "word choice",
      "Use the noun 'happiness' here, not 'happy'.",
    ],
    [
      "When she was ^teenager she lived abroad.",
      "",
      "a ",
      "M:DET",
      "article",
      "'teenager' can be counted, and one alone needs an article: for one of many, use 'a': 'a teenager'.",
    ],
    ["I need ^buy some bread.", "", "to ", "M:VERB:FORM", "verb form", "Use 'to' before the verb: 'to buy'."],
    ["We listened ^music all night.", "", "to ", "M:PREP", "preposition", "Add 'to' after 'listened': 'listened to'."],
    [
      "On the other hand^ it costs a lot.",
      "",
      ",",
      "M:PUNCT",
      "punctuation",
      "Put a comma after 'On the other hand' at the start of a sentence.",
    ],
    [
      "They discussed about the plan.",
      "about ",
      "",
      "U:PREP",
      "preposition",
      "'Discuss' has no preposition after it: 'discuss the problem'.",
    ],
    ["It was was a long day.", "was ", "", "U:VERB", "repetition", "The word 'was' is written twice."],
    [
      "They have finished it last week.",
      "have finished",
      "finished",
      "U:VERB:TENSE",
      "tense",
      "This happened in the past, so use the past tense: 'finished'.",
    ],
  ])("%s: '%s' → '%s' is %s", (sentence, from, to, type, category, explanation) => {
    expect(classify(sentence, from, to)).toEqual({ type, category, explanation });
  });

  // A teacher's change of article is explained as the engine's article rules explain theirs: why, not just what.
  it.each([
    [
      "It was the great experience.",
      "the",
      "a",
      "The experience is one of many and new to the reader, so use 'a': 'a great experience'; 'the' is for one the reader already knows.",
    ],
    [
      "I want to learn the important skill.",
      "the",
      "an",
      "The skill is one of many and new to the reader, so use 'an' ('important' starts with a vowel sound): 'an important skill'; 'the' is for one the reader already knows.",
    ],
    [
      "It was a best day of my life.",
      "a best",
      "the best",
      "A superlative picks out one, so it takes 'the': 'the best day'.",
    ],
    [
      "She studies at an university.",
      "an university",
      "a university",
      "Use 'a' before a consonant sound: 'a university'.",
    ],
    ["My teacher gave me an advice.", "an ", "", "'advice' cannot be counted, so it has no 'a' or 'an'."],
    ["The love is all you need.", "The ", "", "Speaking of love in general, leave out 'the': 'love'."],
  ])("explains why the article changes in %j: '%s' → '%s'", (sentence, from, to, explanation) => {
    expect(classify(sentence, from, to)).toMatchObject({ category: "article", explanation });
  });

  it("names a change of spacing alone", () => {
    expect(classify("It rained all day , so we stayed in.", " ,", ",")).toMatchObject({
      category: "punctuation",
      explanation: "Mind the spacing: write ',' here, not ','.",
    });
  });

  it("widens a span that cuts a word to the whole word", () => {
    const text = "We was late.";
    expect(classifyTextEdit(text, { start: 4, end: 6, replacement: "ere" })).toMatchObject({
      type: "R:VERB:SVA",
      explanation: "After 'we' and 'they', the past of 'be' is 'were': 'we were'.",
    });
  });

  it("classifies edits of a tokenised sentence as M2 files give them", () => {
    const tokens = ["I", "do", "n't", "know", "what", "he", "want", "."];
    expect(classifyTokenEdit({ tokens, start: 6, end: 7, correction: "wants" }).type).toBe("R:VERB:SVA");
    expect(classifyTokenEdit({ tokens, start: 7, end: 7, correction: "" }).type).toBe("UNK");
    expect(classifyTokenEdit({ tokens, start: 2, end: 3, correction: "" }).type).toBe("U:CONTR");
    expect(classifyTokenEdit({ tokens, start: 8, end: 8, correction: "!" }).type).toBe("M:PUNCT");
  });
});

// The api gives a teacher's correction without an explanation the engine's; what it says is checked here.
describe("explaining a teacher's correction of a learner essay", () => {
  it("names the words the teacher wrote", () => {
    const start = ESSAY_TEXT.indexOf("cards");
    const { explanation } = classifyTextEdit(ESSAY_TEXT, {
      start,
      end: start + "cards".length,
      replacement: "board games",
    });
    expect(explanation).toContain("'board games'");
  });
});
