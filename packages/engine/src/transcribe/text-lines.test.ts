import { describe, expect, it } from "vitest";
import { groupIntoLines, groupIntoParagraphs, type ReadLine } from "./text-lines";
import type { WordBox } from "./types";

const box = (x0: number, y0: number, x1: number, y1: number): WordBox => ({ x0, y0, x1, y1 });

/** A line of words 60 px tall at `top`, starting at `left`, each word 100 px wide with 20 px between. */
function line(text: string, top: number, left = 100): ReadLine {
  return text.split(" ").map((word, i) => ({
    text: word,
    confidence: 0.9,
    box: box(left + i * 120, top, left + i * 120 + 100, top + 60),
  }));
}

describe("groupIntoLines", () => {
  it("reads stretches of one line left to right and lines top to bottom, whatever order they come in", () => {
    const stretches = [
      box(700, 205, 1100, 262),
      box(100, 100, 600, 160),
      box(100, 200, 600, 260),
      box(650, 98, 1000, 158),
    ];
    expect(groupIntoLines(stretches, (stretch) => stretch)).toEqual([
      [stretches[1], stretches[3]],
      [stretches[2], stretches[0]],
    ]);
  });

  it("keeps two lines apart when they only touch", () => {
    const lines = groupIntoLines([box(0, 0, 500, 60), box(0, 45, 500, 105)], (stretch) => stretch);
    expect(lines).toHaveLength(2);
  });
});

describe("groupIntoParagraphs", () => {
  const words = (lines: ReadLine[][]) => lines.map((paragraph) => paragraph.map((l) => l.map((w) => w.text).join(" ")));

  it("starts a paragraph after a wider gap, at an indented line and after a short line ending a sentence", () => {
    const lines = [
      line("One two three four five six seven", 100),
      line("eight nine ten eleven twelve thirteen fourteen", 180),
      line("fifteen sixteen.", 260),
      line("Another paragraph starts here after a short line", 340),
      line("and goes on here until the end of its line", 420),
      line("Then a gap wider than the others", 560),
      line("and an indented line follows:", 640),
      line("Indented here.", 720, 300),
    ];
    expect(words(groupIntoParagraphs(lines))).toEqual([
      ["One two three four five six seven", "eight nine ten eleven twelve thirteen fourteen", "fifteen sixteen."],
      ["Another paragraph starts here after a short line", "and goes on here until the end of its line"],
      ["Then a gap wider than the others", "and an indented line follows:"],
      ["Indented here."],
    ]);
  });

  it("keeps a short first line to itself: a name, a date or a page number heading the page", () => {
    const lines = [
      line("Maria Lopez", 100, 700),
      line("Last summer I went to the seaside with my", 180),
      line("family and we stayed there for two weeks.", 260),
    ];
    expect(words(groupIntoParagraphs(lines))).toEqual([
      ["Maria Lopez"],
      ["Last summer I went to the seaside with my", "family and we stayed there for two weeks."],
    ]);
  });

  it("never starts a paragraph in lower case", () => {
    const lines = [line("My friends and I went to the park and", 100), line("played football.", 300)];
    expect(groupIntoParagraphs(lines)).toHaveLength(1);
  });
});
