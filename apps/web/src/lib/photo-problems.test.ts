import { PhotoProblem } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import {
  PHOTO_PROBLEM_WORDS,
  photoProblemLabel,
  photoProblemsSentence,
  tipForProblems,
  unsureWordsSentence,
} from "./photo-problems";

describe("photoProblemsSentence", () => {
  it("names one problem in plain words", () => {
    expect(photoProblemsSentence("This photo", ["blurred"])).toBe("This photo is blurred");
    expect(photoProblemsSentence("Page 3", ["no-writing"])).toBe("Page 3 is not a page of writing");
  });

  it("lists several, and leaves 'hard to read' out once a cause is named", () => {
    expect(photoProblemsSentence("This photo", ["blurred", "too-dark", "unreadable"])).toBe(
      "This photo is blurred and too dark",
    );
    expect(photoProblemsSentence("Page 2", ["blurred", "tilted", "cut-off"])).toBe(
      "Page 2 is blurred, tilted and cut off",
    );
    expect(photoProblemsSentence("Page 1", ["unreadable"])).toBe("Page 1 is hard to read");
  });

  it("says nothing when no problem is known", () => {
    expect(photoProblemsSentence("This photo", [])).toBeNull();
  });
});

describe("the words of each problem", () => {
  it("have a state, a label, a fix that is a sentence, and a tip of the 8", () => {
    for (const problem of PhotoProblem.options) {
      const words = PHOTO_PROBLEM_WORDS[problem];
      expect(words.state.length).toBeGreaterThan(0);
      expect(words.fix).toMatch(/^[A-Z].*\.$/);
      expect(words.tip).toBeGreaterThanOrEqual(0);
      expect(words.tip).toBeLessThan(8);
    }
  });

  it("say 'clearer photo' only when the photo itself reads badly", () => {
    const clearer = PhotoProblem.options.filter((problem) => /clearer photo/.test(PHOTO_PROBLEM_WORDS[problem].fix));
    expect(clearer).toEqual(["unreadable"]);
  });

  it("open the tips at the one that fits the first problem", () => {
    expect(tipForProblems(["tilted", "blurred"])).toBe(4);
    expect(tipForProblems(["no-writing"])).toBe(3);
    expect(tipForProblems([])).toBe(0);
  });

  it("label a photo by its first problem, or as hard to read", () => {
    expect(photoProblemLabel(["too-dark", "unreadable"])).toBe("Too dark");
    expect(photoProblemLabel([])).toBe("Hard to read");
  });
});

describe("unsureWordsSentence", () => {
  it("counts the unsure words, one word in the singular", () => {
    expect(unsureWordsSentence(14)).toBe("Redpen is unsure of 14 words: check them in the box");
    expect(unsureWordsSentence(1)).toBe("Redpen is unsure of 1 word: check it in the box");
  });
});
