import { describe, expect, it } from "vitest";
import { joinedOffset, joinPageTexts, pageBody } from "./page-texts";

const ONE = "Maria Lopez\n\nLast month our class went on a trip to the seaside.";
const TWO = "We collected shells on the beach and swam in the sea.";

describe("a page's body", () => {
  it.each([
    ["a page number alone", "p. 2"],
    ["a page number written out", "Page 2"],
    ["a name and a page number", "Maria Lopez p. 2"],
    ["the name again", "Maria Lopez"],
    ["a date", "12 March 2026"],
    ["a date and a page number", "12/03/2026 p. 2"],
  ])("leaves out a later page's header line that is %s, and the space under it", (_, line) => {
    const text = `${line}\n\n${TWO}`;
    expect(pageBody(text, 1)).toEqual({ text: TWO, cut: text.length - TWO.length });
  });

  it("keeps the rest of the page exactly as read", () => {
    const rest = "We collected shells.\n  It was  fun.\n";
    expect(pageBody(`p. 2\n${rest}`, 1)).toEqual({ text: rest, cut: "p. 2\n".length });
  });

  it("keeps a later page whole when its first line is a sentence of the essay", () => {
    expect(pageBody(TWO, 1)).toEqual({ text: TWO, cut: 0 });
    const text = `The next day\nwe went home.`;
    expect(pageBody(text, 2)).toEqual({ text, cut: 0 });
  });

  it("keeps the first page whole: its name line is the student's name, left out of the whole text", () => {
    expect(pageBody(ONE, 0)).toEqual({ text: ONE, cut: 0 });
    expect(pageBody(`p. 1\n\n${TWO}`, 0)).toEqual({ text: `p. 1\n\n${TWO}`, cut: 0 });
  });

  it("keeps a page that is only a header line, or blank, as it is", () => {
    expect(pageBody("p. 3", 1)).toEqual({ text: "p. 3", cut: 0 });
    expect(pageBody("  \n", 1)).toEqual({ text: "  \n", cut: 0 });
  });
});

describe("pages' texts joined", () => {
  it("joins the bodies in order with a blank line, saying where each starts and what was cut", () => {
    const two = `p. 2\n\n${TWO}`;
    const joined = joinPageTexts([ONE, two]);
    expect(joined.text).toBe(`${ONE}\n\n${TWO}`);
    expect(joined.pages).toEqual([
      { start: 0, cut: 0 },
      { start: ONE.length + 2, cut: "p. 2\n\n".length },
    ]);
  });

  it("places a word of a page where it stands in the text, and none of a cut header", () => {
    const two = `Maria Lopez p. 2\n${TWO}`;
    const { text, pages } = joinPageTexts([ONE, two]);
    const page = pages[1]!;
    const shells = two.indexOf("shells");
    expect(text.slice(joinedOffset(page, shells)!, joinedOffset(page, shells + "shells".length)!)).toBe("shells");
    expect(joinedOffset(page, two.indexOf("Lopez"))).toBeNull();
    expect(joinedOffset(pages[0]!, 0)).toBe(0);
  });

  it("leaves blank pages out, the first page written on taking the first page's place", () => {
    const joined = joinPageTexts(["", " \n", `p. 2\n\n${TWO}`, "\n", `Page 3\n${TWO}`]);
    expect(joined.text).toBe(`p. 2\n\n${TWO}\n\n${TWO}`);
    expect(joined.pages).toEqual([
      null,
      null,
      { start: 0, cut: 0 },
      null,
      { start: `p. 2\n\n${TWO}\n\n`.length, cut: "Page 3\n".length },
    ]);
  });

  it("joins nothing to an empty text", () => {
    expect(joinPageTexts([])).toEqual({ text: "", pages: [] });
    expect(joinPageTexts(["", "  "])).toEqual({ text: "", pages: [null, null] });
  });
});
