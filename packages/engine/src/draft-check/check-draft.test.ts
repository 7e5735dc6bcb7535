import { describe, expect, it } from "vitest";
import { checkDraft, keptWordShare, type DraftMark } from "./check-draft";

/** A mark on the first occurrence of `original` in the text. */
function mark(text: string, original: string, replacement: string, from = 0): DraftMark {
  const start = text.indexOf(original, from);
  if (start < 0) throw new Error(`no ${original}`);
  return { start, end: start + original.length, original, replacement };
}

const first = "Yesterday I go to the market with my freinds. We buyed many apples and it was very funny day.";
const marks = [
  mark(first, "go", "went"),
  mark(first, "freinds", "friends"),
  mark(first, "buyed", "bought"),
  { start: first.indexOf("very"), end: first.indexOf("very"), original: "", replacement: "a " },
];

describe("checkDraft", () => {
  it("calls every mark untouched when the draft is the first draft", () => {
    const result = checkDraft(first, marks, first);
    expect(result.marks.map((m) => m.verdict)).toEqual(["untouched", "untouched", "untouched", "untouched"]);
    expect(result.newErrors).toEqual([]);
  });

  it("calls a mark fixed when the student wrote the expected correction, insertions included", () => {
    const second = "Yesterday I went to the market with my friends. We bought many apples and it was a very funny day.";
    const result = checkDraft(first, marks, second);
    expect(result.marks.map((m) => [m.verdict, m.fixedAs])).toEqual([
      ["fixed", "expected"],
      ["fixed", "expected"],
      ["fixed", "expected"],
      ["fixed", "expected"],
    ]);
    expect(result.marks[0]!.draftText).toBe("went");
  });

  it("accepts another correction the engine finds nothing wrong with", () => {
    const second = "Yesterday I walked to the market with my friends. We bought many apples and it was very funny day.";
    const result = checkDraft(first, marks, second);
    expect(result.marks[0]).toMatchObject({ verdict: "fixed", fixedAs: "accepted", draftText: "walked" });
    expect(result.marks[3]!.verdict).toBe("untouched");
  });

  it("calls a changed mark still wrong when the engine finds an error in the new words", () => {
    const second = "Yesterday I go to the market with my frends. We buyed many apples and it was very funny day.";
    const result = checkDraft(first, marks, second);
    expect(result.marks[1]).toMatchObject({ verdict: "wrong", draftText: "frends" });
    expect(result.marks[2]!.verdict).toBe("untouched");
  });

  it("calls a mark still wrong when a word its correction takes out is still there", () => {
    const text = "My brother is more young than me.";
    const result = checkDraft(text, [mark(text, "more young", "younger")], "My brother is more younger than me.");
    expect(result.marks[0]).toMatchObject({ verdict: "wrong", draftText: "more younger" });
  });

  it("does not count the same mistake with a capital or spacing changed as a fix", () => {
    const text = "I like Apple. It is goood.";
    const result = checkDraft(text, [mark(text, "goood", "good")], "I like Apple. It is  Goood.");
    expect(result.marks[0]!.verdict).not.toBe("fixed");
  });

  it("finds new mistakes in words the student changed, not in the words left as they were", () => {
    const second =
      "Yesterday I went to the market with my friends and we eated cake. We buyed many apples and it was very funny day.";
    const result = checkDraft(first, marks, second);
    expect(result.newErrors.map((edit) => edit.original)).toContain("eated");
    expect(result.newErrors.every((edit) => edit.start > second.indexOf("friends"))).toBe(true);
    expect(result.marks[2]!.verdict).toBe("untouched");
  });

  it("places each mark on the second draft even when text before it grew", () => {
    const second = "Last Saturday morning I went to the market with my friends. We bought many apples.";
    const result = checkDraft(first, marks.slice(0, 3), second);
    for (const check of result.marks) expect(second.slice(check.draftStart, check.draftEnd)).toBe(check.draftText);
    expect(result.marks.map((m) => m.draftText)).toEqual(["went", "friends", "bought"]);
  });

  it("does not propose again a correction the teacher rejected, at the same words of the corresponding sentence", () => {
    const text = "We stayed at home. To sum up, I think that holidays in nature is better than holidays in a city.";
    const second =
      "We stayed at home. All in all, I really think that holidays in nature is better than holidays in a city.";
    const isAre = (edits: readonly { original: string; replacement: string }[]) =>
      edits.some((edit) => edit.original === "is" && edit.replacement === "are");
    expect(isAre(checkDraft(text, [], second).engineEdits)).toBe(true);
    const rejected = mark(text, "is", "are", text.indexOf("nature"));
    const result = checkDraft(text, [], second, [rejected]);
    expect(isAre(result.engineEdits)).toBe(false);
    expect(isAre(result.newErrors)).toBe(false);
    // In another sentence the same words are proposed again.
    const elsewhere = `${second} Cities is noisy.`;
    expect(isAre(checkDraft(text, [], elsewhere, [rejected]).engineEdits)).toBe(true);
  });

  it("calls a mark fixed when the student changed the words around it and the engine no longer finds its mistake", () => {
    const text = "In the garden the children was playing football.";
    const result = checkDraft(text, [mark(text, "was", "were")], "In the garden the child was playing football.");
    expect(result.marks[0]).toMatchObject({ verdict: "fixed", fixedAs: "accepted", draftText: "was" });
  });

  it("never throws on an empty or unrelated second draft", () => {
    expect(() => checkDraft(first, marks, "")).not.toThrow();
    const result = checkDraft(first, marks, "");
    expect(result.marks.every((m) => m.draftText === "")).toBe(true);
  });
});

describe("keptWordShare", () => {
  it("is 1 for the same text and high for a corrected draft", () => {
    expect(keptWordShare(first, first)).toBe(1);
    expect(keptWordShare(first, first.replace("go", "went").replace("buyed", "bought"))).toBeGreaterThan(0.8);
  });

  it("is low for another essay", () => {
    const other = "Technology has changed how young people talk to each other, and not always for the better.";
    expect(keptWordShare(first, other)).toBeLessThan(0.3);
  });
});
