import { describe, expect, it } from "vitest";
import { cropAround, movedWords, wordAt } from "./read-words";

const TEXT = "We goed to the musevm on Sunday.";
const span = (word: string) => ({ text: word, start: TEXT.indexOf(word), end: TEXT.indexOf(word) + word.length });
const WORDS = ["goed", "musevm", "Sunday."].map(span);

describe("movedWords", () => {
  it("keeps the words before an edit, moves those after it, and drops the one it changed", () => {
    const after = TEXT.replace("musevm", "museum");
    expect(movedWords(WORDS, TEXT, after)).toEqual([span("goed"), span("Sunday.")]);
    const longer = TEXT.replace("musevm", "old museum");
    const moved = movedWords(WORDS, TEXT, longer);
    expect(moved.map((word) => longer.slice(word.start, word.end))).toEqual(["goed", "Sunday."]);
  });

  it("moves every word after text typed at the start, and none for text typed at the end", () => {
    const typed = `Yesterday ${TEXT}`;
    expect(movedWords(WORDS, TEXT, typed).map((word) => typed.slice(word.start, word.end))).toEqual([
      "goed",
      "musevm",
      "Sunday.",
    ]);
    expect(movedWords(WORDS, TEXT, `${TEXT} Then`)).toEqual(WORDS);
  });

  it("drops a word whose letters were deleted in part, and keeps its neighbours", () => {
    const cut = TEXT.replace("goed", "go");
    expect(movedWords(WORDS, TEXT, cut).map((word) => cut.slice(word.start, word.end))).toEqual(["musevm", "Sunday."]);
  });

  it("returns the words as they are when the text did not change", () => {
    expect(movedWords(WORDS, TEXT, TEXT)).toEqual(WORDS);
  });
});

describe("wordAt", () => {
  it("finds the word the caret is in or at either end of, and none between words", () => {
    expect(wordAt(WORDS, TEXT.indexOf("musevm") + 2, TEXT.indexOf("musevm") + 2)?.text).toBe("musevm");
    expect(wordAt(WORDS, TEXT.indexOf("goed"), TEXT.indexOf("goed") + 4)?.text).toBe("goed");
    expect(wordAt(WORDS, 1, 1)).toBeUndefined();
  });
});

describe("cropAround", () => {
  it("takes the word's line and three line heights either side, within the page", () => {
    expect(cropAround({ x0: 400, y0: 100, x1: 500, y1: 140 }, { width: 1000, height: 800 })).toEqual({
      x: 280,
      y: 60,
      width: 340,
      height: 120,
    });
    expect(cropAround({ x0: 10, y0: 5, x1: 990, y1: 45 }, { width: 1000, height: 800 })).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 85,
    });
  });
});
