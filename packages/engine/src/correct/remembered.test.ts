import { describe, expect, it } from "vitest";
import { correctionContext, findRemembered, type RememberedCorrection } from "./remembered";

const remembered = (
  original: string,
  replacement: string,
  before: string[],
  after: string[],
): RememberedCorrection => ({ original, replacement, explanation: `Write '${replacement}'.`, before, after });

describe("remembered corrections", () => {
  it("names the words either side of a correction, lower-cased, and nothing at the edges", () => {
    const text = "Yesterday We goed home.";
    expect(correctionContext(text, text.indexOf("goed"), text.indexOf("goed") + 4)).toEqual({
      before: "we",
      after: "home",
    });
    expect(correctionContext(text, 0, 9)).toEqual({ before: "", after: "we" });
    expect(correctionContext(text, text.indexOf("home"), text.length)).toEqual({ before: "goed", after: "" });
  });

  it("finds a remembered word where a neighbour matches one the teachers saw, and only as a whole word", () => {
    const correction = remembered("informations", "information", ["the", "more"], ["about"]);
    const text = "I need more informations. These informations are useful. Misinformations spread.";
    const matches = findRemembered(text, [correction]);
    expect(matches.map((match) => text.slice(match.start, match.end))).toEqual(["informations"]);
    expect(matches[0]!.start).toBe(text.indexOf("informations"));
  });

  it("needs no context for several words, and never suggests two corrections on the same words", () => {
    const text = "In my opinion I am agree with you, I am agree.";
    const matches = findRemembered(text, [
      remembered("am agree", "agree", [], []),
      remembered("agree", "agreed", ["am"], []),
    ]);
    expect(matches.map((match) => [match.start, match.correction.replacement])).toEqual([
      [text.indexOf("am agree"), "agree"],
      [text.lastIndexOf("am agree"), "agree"],
    ]);
  });

  it("ignores a correction without words, and one whose words are not in the text", () => {
    expect(
      findRemembered("We went home.", [remembered("", "the", ["went"], []), remembered("goed", "went", ["we"], [])]),
    ).toEqual([]);
  });
});
