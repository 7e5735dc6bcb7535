import { countWords } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { readDocument, tokenise, type Word } from "./document";
import { anyWord, optional, sequence } from "./pattern";

const sentenceTexts = (text: string) => {
  const doc = readDocument(text);
  return doc.sentences.map((sentence) => text.slice(sentence.start, sentence.end));
};

describe("readDocument", () => {
  it("gives every token its offsets, lower-case form and kind", () => {
    const text = "It's 20 euros, Ana.";
    expect(tokenise(text).map(({ text: t, kind }) => [t, kind])).toEqual([
      ["It's", "word"],
      ["20", "number"],
      ["euros", "word"],
      [",", "mark"],
      ["Ana", "word"],
      [".", "mark"],
    ]);
    for (const token of tokenise(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(readDocument(text).words.map((word) => word.lower)).toEqual(["it's", "euros", "ana"]);
  });

  it("says which words only spaces join to the one before", () => {
    const doc = readDocument("I can  go, then 3 more\nhome");
    expect(doc.words.map((word) => word.joined)).toEqual([false, true, true, false, false, false]);
    expect(doc.joined(0, 2)).toBe(true);
    expect(doc.joined(2, 3)).toBe(false);
  });

  it("splits sentences at . ! ? and line breaks, but not after an abbreviation, an ellipsis or a dot inside a word", () => {
    expect(sentenceTexts("It was late. we went home! Did you?")).toEqual(["It was late.", "we went home!", "Did you?"]);
    expect(sentenceTexts("We met at 5 p.m. and ate fruit (e.g. apples) at redpen.example today.")).toHaveLength(1);
    expect(sentenceTexts("Wait... maybe not.")).toHaveLength(1);
    expect(sentenceTexts('She said "Stop." Then she left.')).toEqual(['She said "Stop."', "Then she left."]);
    expect(sentenceTexts("Dear Ana,\nhow are you")).toEqual(["Dear Ana,", "how are you"]);
  });

  it("numbers each word's sentence", () => {
    const doc = readDocument("One two. Three.");
    expect(doc.words.map((word) => word.sentence)).toEqual([0, 0, 1]);
    expect(doc.wordsOf(doc.sentences[1]!).map((word) => word.text)).toEqual(["Three"]);
  });

  it("counts paragraphs by blank lines, or by lines when the writer never leaves one", () => {
    expect(readDocument("First one.\n\nSecond one.\n\n\nThird.").paragraphs).toHaveLength(3);
    expect(readDocument("First line.\nSecond line.").paragraphs).toHaveLength(2);
    expect(readDocument("Only one.").paragraphs).toHaveLength(1);
  });

  it("finds clause starts: the text's start, after punctuation, after a conjunction", () => {
    const doc = readDocument("I stayed, she left and we cried because it rained");
    expect(doc.words.filter((_, i) => doc.startsClause(i)).map((word) => word.text)).toEqual(["I", "she", "we", "it"]);
  });

  it("has the contract's word count, the one the essay page shows", () => {
    const text = "It costs 20 euros - a well-known fact.";
    expect(readDocument(text).wordCount).toBe(countWords(text));
    expect(readDocument(text).wordCount).toBe(8);
  });

  it("tags words in context with compromise, with their lemmas", () => {
    const doc = readDocument("She went home and plays games.");
    expect(doc.tags(1).tags).toContain("PastTense");
    expect(doc.tags(1).lemma).toBe("go");
    expect(doc.tags(4).lemma).toBe("play");
    expect(doc.tags(2).tags).toContain("Noun");
  });

  it.each([
    ["empty text", ""],
    ["only white space", " \n\t "],
    ["only marks", "!!! ... ???"],
    ["control characters and noise", "\u0000\u0001\uFFFD\u0007abc"],
    ["mixed scripts", "Я люблю English and 日本語 too."],
  ])("reads %s without throwing", (_name, text) => {
    const doc = readDocument(text);
    expect(doc.wordCount).toBe(countWords(text));
    for (const sentence of doc.sentences) expect(sentence.firstWord).toBeLessThanOrEqual(sentence.endWord);
    doc.words.forEach((_, i) => expect(doc.tags(i).lemma).toBeTypeOf("string"));
  });
});

describe("sequence", () => {
  const doc = readDocument("I can to go. He has never went, and can, to go.");
  it("matches words step by step, joined by spaces only", () => {
    const modalTo = sequence(["can", "could"], "to", anyWord);
    expect(modalTo.matchAll(doc).map((match) => doc.text.slice(match.start, match.end))).toEqual(["can to go"]);
  });

  it("takes an optional step when it is there, and goes on without it when it is not", () => {
    const hasWent = sequence("has", optional("never"), (word) => word.lower === "went");
    expect(hasWent.matchAll(doc).map((match) => match.words.map((word) => word.text))).toEqual([
      ["has", "never", "went"],
    ]);
    expect(sequence("has", optional("never"), "never").matchAll(doc)).toHaveLength(1);
  });

  it("finds nothing in an empty text", () => {
    expect(sequence(anyWord).matchAll(readDocument(""))).toEqual([]);
  });

  it("finds every match whatever the tests and optional steps before its first named word", () => {
    const text = "I am used to it. We were really used to work. They used to play. She often gets very used to it.";
    const asked: string[] = [];
    const someone = (word: Word) => {
      asked.push(word.lower);
      return ["i", "we", "she"].includes(word.lower);
    };
    const usedTo = sequence(someone, optional(["often"]), anyWord, optional(["really", "very"]), "used", "to", anyWord);
    const found = usedTo.matchAll(readDocument(text)).map((match) => match.words.map((word) => word.text).join(" "));
    expect(found).toEqual(["I am used to it", "We were really used to work", "She often gets very used to it"]);
    // The first test runs only two to four words before a 'used', not on every word.
    expect(asked).not.toContain("they");
    expect(asked).not.toContain("play");
    expect(asked.length).toBeLessThan(readDocument(text).words.length / 2);
  });
});
