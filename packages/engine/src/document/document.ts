import { countWords } from "@redpen/contract";
import nlp from "compromise/two";
import { infinitiveOf, infinitiveOfPresent } from "./inflection";
import { CLAUSE_OPENERS } from "./closed-classes";

/**
 * A text read once: its tokens with offsets, its words, sentences, clauses and paragraphs, and the
 * product's one word count. Every rule, grading feature, evidence measure and feedback quote reads
 * the text through it (Harper's `Document` is the model).
 */

/** A token of the text: a word, a number or one punctuation mark. */
export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  kind: "word" | "number" | "mark";
}

/** A word (letters and inner apostrophes) with its place in the text. */
export interface Word extends Token {
  kind: "word";
  /** Its position in `Document.words`. */
  index: number;
  /** Its sentence's position in `Document.sentences`. */
  sentence: number;
  /** Only spaces or tabs (no punctuation, number or line break) since the previous word. */
  joined: boolean;
}

/** A run of the text, with the words in it: `words[firstWord]` up to, not including, `words[endWord]`. */
export interface Span {
  start: number;
  end: number;
  firstWord: number;
  endWord: number;
}

/** What compromise reads in a word's sentence: its part-of-speech tags and its lemma. */
export interface WordTags {
  tags: readonly string[];
  lemma: string;
}

export interface Document {
  text: string;
  tokens: readonly Token[];
  words: readonly Word[];
  sentences: readonly Span[];
  paragraphs: readonly Span[];
  /** The product's one word count: the contract's rule (docs/behaviour/validation.md), which the essay page shows. */
  wordCount: number;
  /** Whether a clause may begin at the word: first in the text, after punctuation or a line break, or after a conjunction. */
  startsClause(index: number): boolean;
  /** Whether the words from `from` to `to` (inclusive) follow each other with only spaces between. */
  joined(from: number, to: number): boolean;
  /** The words of a sentence. */
  wordsOf(span: Span): readonly Word[];
  /** Part-of-speech tags and lemmas in context, computed once, on first use (tagging costs about 0.1 ms a word). */
  tags(index: number): WordTags;
}

const TOKEN = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*|[^\s\p{L}\p{N}]/gu;
const WORD = /^\p{L}+(?:['\u2019]\p{L}+)*$/u;
// Abbreviations (and an ellipsis) whose full stop does not end a sentence.
// Dotted initials ('U.S.A.', 'Ph.D.', 'O.K.') are abbreviations too.
const ABBREVIATION = /^(?:etc|vs|mr|mrs|ms|dr|st|no|approx|inc|ltd|jr|sr|prof|(?:\p{L}{1,2}\.)+\p{L}{1,2})$/iu;
const SENTENCE_END = /^[.!?]$/;
const CLOSING = /^["')\]\u201d\u2019]$/;

/** The tokens of a text: words (with inner apostrophes), numbers and single marks, as GEC scorers count them. */
export function tokenise(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
    kind: WORD.test(m[0]) ? "word" : /^[\p{L}\p{N}]/u.test(m[0]) ? "number" : "mark",
  }));
}

/** Where each sentence ends: after . ! ? (and closing quotes) followed by white space, or at a line break. */
function sentenceEnds(text: string, tokens: readonly Token[]): number[] {
  const ends: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (next && /\n/.test(text.slice(token.end, next.start))) {
      ends.push(token.end);
      continue;
    }
    if (!SENTENCE_END.test(token.text)) continue;
    let last = i;
    while (
      tokens[last + 1] &&
      (SENTENCE_END.test(tokens[last + 1]!.text) || CLOSING.test(tokens[last + 1]!.text)) &&
      tokens[last + 1]!.start === tokens[last]!.end
    )
      last++;
    const after = tokens[last + 1];
    if (after && after.start === tokens[last]!.end) continue;
    const before = (
      text
        .slice(Math.max(0, token.start - 6), token.start)
        .split(/\s/)
        .at(-1) ?? ""
    ).replace(/^[^\p{L}]+/u, "");
    if (token.text === "." && (ABBREVIATION.test(before) || (last > i && tokens[i + 1]!.text === "."))) {
      i = last;
      continue;
    }
    ends.push(tokens[last]!.end);
    i = last;
  }
  return ends;
}

/** Splits the text at the given offsets (in order) into spans that hold a letter or a number; one pass over the tokens. */
function spansBetween(tokens: readonly Token[], words: readonly Word[], cuts: number[]): Span[] {
  const spans: Span[] = [];
  let t = 0;
  let w = 0;
  for (const cut of [...cuts, Infinity]) {
    const first = t;
    while (tokens[t] && tokens[t]!.end <= cut) t++;
    const inside = tokens.slice(first, t);
    const firstWord = w;
    while (words[w] && words[w]!.end <= cut) w++;
    if (inside.some((token) => token.kind !== "mark"))
      spans.push({ start: inside[0]!.start, end: inside.at(-1)!.end, firstWord, endWord: w });
  }
  return spans;
}

/** Paragraphs: blocks between blank lines, or lines when the writer never leaves a blank one. */
function paragraphCuts(text: string): number[] {
  const blanks = [...text.matchAll(/\n[ \t]*\n\s*/g)].map((m) => m.index);
  const blocks = text.split(/\n\s*\n/).filter((block) => /\p{L}/u.test(block));
  return blocks.length > 1 ? blanks : [...text.matchAll(/\n/g)].map((m) => m.index);
}

/** Reads a text once. */
export function readDocument(text: string): Document {
  const tokens = tokenise(text);
  const words: Word[] = [];
  tokens.forEach((token, t) => {
    if (token.kind !== "word") return;
    const previous = tokens[t - 1];
    const joined = previous?.kind === "word" && /^[ \t]+$/.test(text.slice(previous.end, token.start));
    words.push({ ...token, kind: "word", index: words.length, sentence: 0, joined });
  });
  const sentences = spansBetween(tokens, words, sentenceEnds(text, tokens));
  // A span holding only numbers has no words; every word still belongs to a sentence.
  sentences.forEach((sentence, s) => {
    for (let w = sentence.firstWord; w < sentence.endWord; w++) words[w]!.sentence = s;
  });
  let tagged: WordTags[] | undefined;
  const document: Document = {
    text,
    tokens,
    words,
    sentences,
    paragraphs: spansBetween(tokens, words, paragraphCuts(text)),
    wordCount: countWords(text),
    startsClause(index) {
      const before = words[index - 1];
      if (!before) return true;
      if (/[.,;:!?()"\n]/.test(text.slice(before.end, words[index]!.start))) return true;
      return CLAUSE_OPENERS.has(before.lower);
    },
    joined: (from, to) => words.slice(from + 1, to + 1).every((word) => word.joined),
    wordsOf: (span) => words.slice(span.firstWord, span.endWord),
    tags(index) {
      tagged ??= tagWords(text, words);
      return tagged[index]!;
    },
  };
  return document;
}

/** compromise's tags for each word in its sentence, matched by offset; a word it splits (a contraction) takes its first part's tags. */
function tagWords(text: string, words: readonly Word[]): WordTags[] {
  const byStart = new Map<number, string[]>();
  const sentences = nlp(text).json({ offset: true, terms: { offset: true } }) as {
    terms: { tags: string[]; offset: { start: number } }[];
  }[];
  for (const sentence of sentences)
    for (const term of sentence.terms) if (!byStart.has(term.offset.start)) byStart.set(term.offset.start, term.tags);
  return words.map((word) => ({
    tags: byStart.get(word.start) ?? [],
    lemma: infinitiveOf(word.lower) ?? infinitiveOfPresent(word.lower) ?? word.lower,
  }));
}
