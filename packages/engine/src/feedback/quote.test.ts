import { describe, expect, it } from "vitest";
import type { Edit } from "../correct/types";
import { quoteEdit, trimQuote } from "./quote";

const edit = (text: string, original: string, replacement: string, from = 0): Edit => {
  const start = text.indexOf(original, from);
  return {
    start,
    end: start + original.length,
    original,
    replacement,
    category: "verb form",
    rule_id: "test",
    explanation: "Test.",
  };
};

describe("quoteEdit", () => {
  it("quotes the error with a word either side, within its sentence", () => {
    const text = "Yesterday I goed to the cinema. It was fun.";
    expect(quoteEdit(text, edit(text, "goed", "went"), [])).toEqual({ wrote: "I goed to", write: "I went to" });
  });

  it("widens an edit of part of a word to the whole word", () => {
    const text = "It rained. my freind came.";
    const capital = { ...edit(text, "m", "M", 10), category: "capitalisation" as const };
    const spelling = edit(text, "freind", "friend");
    expect(quoteEdit(text, capital, [capital, spelling])).toEqual({ wrote: "my freind", write: "My friend" });
  });

  it("shows an inserted word and a missing comma in their place", () => {
    const text = "We played in park. However we lost.";
    expect(
      quoteEdit(
        text,
        { ...edit(text, "park", "park"), end: text.indexOf("park"), original: "", replacement: "the " },
        [],
      ),
    ).toEqual({ wrote: "in park", write: "in the park" });
    const comma = { ...edit(text, "However", "However,") };
    expect(quoteEdit(text, comma, [])).toEqual({ wrote: "However we", write: "However, we" });
  });

  it("keeps quotes on one line and cuts long ones", () => {
    const text = "I like\nswimming.";
    expect(quoteEdit(text, edit(text, "like\nswimming", "like swimming"), []).wrote).toBe("I like swimming");
    expect(trimQuote("one two three four five six seven eight nine ten eleven twelve")).toBe(
      "one two three four five six seven eight nine ten…",
    );
  });
});
