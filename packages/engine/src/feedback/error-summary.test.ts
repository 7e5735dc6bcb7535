import { describe, expect, it } from "vitest";
import type { Edit, EditCategory } from "../correct/types";
import { summariseErrors } from "./error-summary";

const TEXT = "Yesterday i go to the park in Monday. i has a dog and i like dogs. My freind have a cat.";

/** An edit of the first `original` at or after `from`, as a rule would report it. */
function edit(original: string, replacement: string, category: EditCategory, rule_id: string, from = 0): Edit {
  const start = TEXT.indexOf(original, from);
  return { start, end: start + original.length, original, replacement, category, rule_id, explanation: "Test." };
}

const EDITS = [
  edit("i", "I", "capitalisation", "pronoun-i", 10),
  edit("go", "went", "tense", "past-time-tense"),
  edit("in Monday", "on Monday", "preposition", "time-preposition"),
  edit("i", "I", "capitalisation", "sentence-capital", 38),
  edit("has", "have", "subject-verb agreement", "subject-verb-agreement"),
  edit("i", "I", "capitalisation", "pronoun-i", 52),
  edit("freind", "friend", "spelling", "common-misspelling"),
  edit("have", "has", "subject-verb agreement", "subject-verb-agreement", 75),
];

describe("summariseErrors", () => {
  it("groups the edits by category, most frequent first, the engine's order on a tie", () => {
    const kinds = summariseErrors(TEXT, EDITS, 3);
    expect(kinds.map(({ category, count }) => ({ category, count }))).toEqual([
      { category: "capitalisation", count: 3 },
      { category: "subject-verb agreement", count: 2 },
      { category: "spelling", count: 1 },
    ]);
  });

  it("names a kind after its rule when that rule made two thirds of it, and quotes that rule's first edit with its fix", () => {
    const [capitals, agreement] = summariseErrors(TEXT, EDITS, 2);
    expect(capitals).toMatchObject({
      label: "A capital “I”",
      example: { rule_id: "pronoun-i" },
      quote: { wrote: "Yesterday i go", write: "Yesterday I went" },
    });
    expect(agreement).toMatchObject({
      label: "Subject and verb (he likes, they like)",
      quote: { wrote: "i has a", write: "I have a" },
    });
  });

  it("keeps the category's name when no rule made most of its errors", () => {
    const mixed = [
      edit("i", "I", "capitalisation", "pronoun-i", 10),
      edit("i", "I", "capitalisation", "sentence-capital", 38),
    ];
    expect(summariseErrors(TEXT, mixed, 3)[0]!.label).toBe("Capital letters");
  });

  it("quotes each kind's example from its own category, and from the rule it is named after", () => {
    const labels = new Map([
      ["pronoun-i", "A capital “I”"],
      ["subject-verb-agreement", "Subject and verb (he likes, they like)"],
    ]);
    for (const kind of summariseErrors(TEXT, EDITS, 5)) {
      expect(kind.example.category).toBe(kind.category);
      if (kind.label === labels.get(kind.example.rule_id)) continue;
      expect(EDITS.filter((e) => e.category === kind.category).map((e) => e.rule_id)).toContain(kind.example.rule_id);
    }
  });

  it("returns nothing for no edits", () => {
    expect(summariseErrors(TEXT, [], 3)).toEqual([]);
  });
});
