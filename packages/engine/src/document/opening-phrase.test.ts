import { describe, expect, it } from "vitest";
import { readDocument } from "./document";
import { isComparative } from "./inflection";
import { followsOpeningPhrase } from "./opening-phrase";

const wordAt = (text: string, word: string) => {
  const doc = readDocument(text);
  return { doc, word: doc.words.find((candidate) => candidate.lower === word)! };
};

describe("followsOpeningPhrase", () => {
  it("accepts a subject after a phrase of time or place with no comma", () => {
    for (const [text, word] of [
      ["Last night there were many cars.", "there"],
      ["In our town there are two parks.", "there"],
      ["Yesterday Tom and I cooked.", "tom"],
    ])
      expect(followsOpeningPhrase(wordAt(text!, word!).doc, wordAt(text!, word!).word), text).toBe(true);
  });

  it("refuses a word after a subject or a verb", () => {
    for (const [text, word] of [
      ["The only problem there was the price.", "there"],
      ["What I like there is the food.", "there"],
    ])
      expect(followsOpeningPhrase(wordAt(text!, word!).doc, wordAt(text!, word!).word), text).toBe(false);
  });
});

describe("isComparative", () => {
  it("knows an adjective's -er form from a noun in -er", () => {
    expect(["cleaner", "quieter", "bigger"].map(isComparative)).toEqual([true, true, true]);
    expect(["driver", "teacher", "officer", "singer"].map(isComparative)).toEqual([false, false, false, false]);
  });
});
