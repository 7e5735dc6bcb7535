import { describe, expect, it } from "vitest";
import { correctionContext, findSchoolCorrections, type SchoolCorrection } from "./school-corrections";

const correctionOf = (original: string, replacement: string, before: string[], after: string[]): SchoolCorrection => ({
  original,
  replacement,
  explanation: `Write '${replacement}'.`,
  before,
  after,
});

describe("a school's corrections", () => {
  it("names the words either side of a correction, lower-cased, and nothing at the edges", () => {
    const text = "Yesterday We goed home.";
    expect(correctionContext(text, text.indexOf("goed"), text.indexOf("goed") + 4)).toEqual({
      before: "we",
      after: "home",
    });
    expect(correctionContext(text, 0, 9)).toEqual({ before: "", after: "we" });
    expect(correctionContext(text, text.indexOf("home"), text.length)).toEqual({ before: "goed", after: "" });
  });

  it("finds a school's corrected word where a neighbour matches one the teachers saw, and only as a whole word", () => {
    const correction = correctionOf("informations", "information", ["the", "more"], ["about"]);
    const text = "I need more informations. These informations are useful. Misinformations spread.";
    const matches = findSchoolCorrections(text, [correction]);
    expect(matches.map((match) => text.slice(match.start, match.end))).toEqual(["informations"]);
    expect(matches[0]!.start).toBe(text.indexOf("informations"));
  });

  it("needs no context for several words, and never suggests two corrections on the same words", () => {
    const text = "In my opinion I am agree with you, I am agree.";
    const matches = findSchoolCorrections(text, [
      correctionOf("am agree", "agree", [], []),
      correctionOf("agree", "agreed", ["am"], []),
    ]);
    expect(matches.map((match) => [match.start, match.correction.replacement])).toEqual([
      [text.indexOf("am agree"), "agree"],
      [text.lastIndexOf("am agree"), "agree"],
    ]);
  });

  it("ignores a correction without words, and one whose words are not in the text", () => {
    expect(
      findSchoolCorrections("We went home.", [
        correctionOf("", "the", ["went"], []),
        correctionOf("goed", "went", ["we"], []),
      ]),
    ).toEqual([]);
  });
});
