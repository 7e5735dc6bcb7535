import { getLexicon } from "../document/lexicon";
import type { ReadLine } from "./text-lines";
import type { TranscribedWord } from "./types";

/** The text and words of one read page. */
export interface PageText {
  /** Lines of a paragraph joined by a space, paragraphs by a blank line. */
  text: string;
  /** Every word, in reading order, with its confidence from 0 to 1 and its box. */
  words: TranscribedWord[];
}

/**
 * Puts a page's paragraphs of read lines together as its text: the words of a paragraph joined by
 * a space, paragraphs by a blank line. Nothing is changed, least of all the learner's spelling; a
 * word hyphenated across a line break stays as written, since the learner may have meant the hyphen.
 */
export function pageText(paragraphs: readonly (readonly ReadLine[])[]): PageText {
  const read = paragraphs.map((lines) => readCapitalsInContext(readCapitalI(lines.flat())));
  return {
    text: read.map((words) => words.map((word) => word.text).join(" ")).join("\n\n"),
    words: read.flat(),
  };
}

/** How a handwritten capital I standing alone is misread: a one, a small L or a bar, alone or before an apostrophe ("l'm"). */
const MISREAD_I = /^[1l|](?=$|['’][a-z]{1,2}$)/;

/**
 * A handwritten capital I alone is often read as "1", "l" or "|". Before a word in lower case
 * ("1 think", "l went"), or with an apostrophe ("l'm"), it can only be the pronoun, so it is read
 * as "I"; its confidence is kept, so that a teacher still sees it was unsure. A "1" before a
 * number or a capital stays as read.
 */
function readCapitalI(words: readonly TranscribedWord[]): TranscribedWord[] {
  return words.map((word, i) => {
    if (!MISREAD_I.test(word.text)) return word;
    const next = words[i + 1]?.text ?? "";
    const alone = word.text.length === 1;
    if (alone && !/^\p{Ll}/u.test(next)) return word;
    return { ...word, text: word.text.replace(MISREAD_I, "I") };
  });
}

/** Capitals written as their small letter is, only bigger: the reader cannot tell them apart by shape. */
const SAME_SHAPE_CAPITAL = /^[CKOPSUVWXZ]\p{Ll}+$/u;

/**
 * A word the reader gave a capital whose small letter has the same shape ("Was", "Sure"), in the
 * middle of a sentence, is the small-letter word when that is a word: nothing else in the
 * sentence asks for a capital. A word starting a sentence, a word after a capitalised one (a
 * surname: "Tom Smith"), and a name no dictionary knows in small letters ("Sam"), stay as read.
 */
function readCapitalsInContext(words: readonly TranscribedWord[]): TranscribedWord[] {
  return words.map((word, i) => {
    const previous = words[i - 1]?.text;
    // After a sentence's end, and after a capitalised word (a name: "Tom Smith", "New York"), a capital is meant.
    if (!previous || /[.!?:"”]$/.test(previous) || (/^\p{Lu}/u.test(previous) && previous !== "I")) return word;
    if (!SAME_SHAPE_CAPITAL.test(word.text.replace(/\P{L}+$/u, ""))) return word;
    const lower = word.text[0]!.toLowerCase() + word.text.slice(1);
    return getLexicon().isWord(lower.replace(/\P{L}+$/u, "")) ? { ...word, text: lower } : word;
  });
}

/** Mean word confidence weighted by the word's length, 0 when there is no word. */
export function meanConfidence(words: TranscribedWord[]): number {
  let weighted = 0;
  let letters = 0;
  for (const word of words) {
    weighted += word.confidence * word.text.length;
    letters += word.text.length;
  }
  return letters ? Math.round((weighted / letters) * 1000) / 1000 : 0;
}
