import { describe, expect, it } from "vitest";
import { quotedWordCount, wordCountQuote } from "./feedback-word-count";

describe("the word count the feedback quotes", () => {
  it("is found again as the drafted feedback writes it, one word or many", () => {
    expect(quotedWordCount(`Good work. ${wordCountQuote(182)}, which is right for this task.`)).toBe(182);
    expect(quotedWordCount(`${wordCountQuote(1)}, and this task asks for 140 to 190.`)).toBe(1);
  });

  it("is not found in feedback that quotes no count, or another figure", () => {
    expect(quotedWordCount("Your ideas are clear. Check the past tense of the verbs.")).toBeUndefined();
    expect(quotedWordCount("This task asks for 140 to 190 words.")).toBeUndefined();
    expect(quotedWordCount(null)).toBeUndefined();
  });
});
