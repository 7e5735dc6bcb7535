import { describe, expect, it } from "vitest";
import { pageText } from "./page-text";
import type { ReadLine } from "./text-lines";

/** Paragraphs of lines of words, each word read with 90% confidence, 100 px apart. */
function paragraphs(...texts: string[][]): ReadLine[][] {
  return texts.map((lines) =>
    lines.map((line) =>
      line.split(" ").map((text, index) => ({
        text,
        confidence: 0.9,
        box: { x0: index * 100, y0: 10, x1: index * 100 + 80, y1: 50 },
      })),
    ),
  );
}

describe("pageText", () => {
  it("joins lines with a space and paragraphs with a blank line, keeping the learner's spelling", () => {
    const page = pageText(paragraphs(["My freind and I", "goed to the park."], ["Then we ate."]));
    expect(page.text).toBe("My freind and I goed to the park.\n\nThen we ate.");
    expect(page.words).toHaveLength(11);
    expect(page.words[1]).toEqual({ text: "freind", confidence: 0.9, box: { x0: 100, y0: 10, x1: 180, y1: 50 } });
  });

  it("reads a lone one, small L or bar before a word in lower case as the capital I, keeping its confidence", () => {
    const page = pageText(paragraphs(["Yesterday | was late and 1 think l'm tired."]));
    expect(page.text).toBe("Yesterday I was late and I think I'm tired.");
    expect(page.words[1]).toMatchObject({ text: "I", confidence: 0.9 });
  });

  it("reads a capital shaped as its small letter in the middle of a sentence as the small letter, not a name", () => {
    expect(pageText(paragraphs(["Then we Was late, So Sam said: Sure, we were."])).text).toBe(
      "Then we was late, so Sam said: Sure, we were.",
    );
    expect(pageText(paragraphs(["Tom Smith and I Was at New York Central Park."])).text).toBe(
      "Tom Smith and I was at New York Central Park.",
    );
  });

  it("keeps a one that is a number, and an l inside a word", () => {
    expect(pageText(paragraphs(["I have 1 Brother and 1 2 3 lemons."])).text).toBe(
      "I have 1 Brother and 1 2 3 lemons.",
    );
  });
});
