import { describe, expect, it } from "vitest";
import { describeChange } from "./describe-change";

const categoryOf = (original: string, replacement: string) => describeChange({ start: 0, end: original.length, original, replacement }).category;

describe("describeChange", () => {
  it("names the kind of change the LLM made", () => {
    expect(categoryOf("freind", "friend")).toBe("spelling");
    expect(categoryOf("friend", "friends")).toBe("noun number");
    expect(categoryOf("went", "go")).toBe("verb form");
    expect(categoryOf("like", "likes")).toBe("verb form");
    expect(categoryOf("monday", "Monday")).toBe("capitalisation");
    expect(categoryOf(",", ".")).toBe("punctuation");
    expect(categoryOf("however", "however,")).toBe("punctuation");
    expect(categoryOf("a", "the")).toBe("article");
    expect(categoryOf("in", "on")).toBe("preposition");
    expect(categoryOf("like also", "also like")).toBe("word order");
    expect(categoryOf("big", "large")).toBe("word choice");
  });

  it("explains additions and removals in one line", () => {
    expect(describeChange({ start: 3, end: 3, original: "", replacement: "the " }).explanation).toBe("Add 'the' here.");
    expect(describeChange({ start: 3, end: 6, original: "to ", replacement: "" }).explanation).toBe("Leave out 'to' here.");
  });
});
