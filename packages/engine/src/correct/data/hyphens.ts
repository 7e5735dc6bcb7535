import type { PhraseCorrection } from "./phrases";

const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
/** Numbers as words, from 'one' to 'twenty'. */
export const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
const COMPOUNDS = ["so called", "good looking", "old fashioned", "time consuming", "part time", "full time", "well behaved", "open minded", "self confident", "long lasting"];

const numbers = TENS.flatMap((ten) => [...UNITS, ...ORDINALS].map((unit) => `${ten} ${unit}`));
const ages = NUMBER_WORDS.map((age) => `${age} year old`);
const spaced = [...numbers, ...ages, ...COMPOUNDS];

/** Numbers from 21 to 99, ages used as adjectives and fixed compound adjectives take hyphens. */
export const HYPHENS: PhraseCorrection = {
  id: "hyphenated-compound",
  category: "punctuation",
  pairs: spaced.map((phrase) => [phrase, phrase.replaceAll(" ", "-")]),
  explanation: "Join these words with hyphens: '{right}'.",
  examples: {
    wrong: [
      ["The show started forty five minutes late.", "The show started forty-five minutes late."],
      ["My ten year old brother is good looking.", "My ten-year-old brother is good-looking."],
    ],
    right: ["The show started forty-five minutes late.", "He is ten years old.", "I work part-time.", "Twenty of us came, five stayed."],
  },
};
