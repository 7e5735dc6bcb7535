import { describe, expect, it } from "vitest";
import { cardName, cardPreview, certificateLabel } from "./card-text";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";

describe("an essay card's text", () => {
  it("is the name up to 50 characters, or 'essay N' without one", () => {
    expect(cardName("Maria Rossi", 3)).toEqual({ text: "Maria Rossi", cut: false });
    expect(cardName("x".repeat(51), 1)).toEqual({ text: "x".repeat(50), cut: true });
    expect(cardName("x".repeat(50), 1).cut).toBe(false);
    expect(cardName(null, 2).text).toBe("essay 2");
    expect(cardName("   ", 7).text).toBe("essay 7");
  });

  it("previews the first 300 characters of the original", () => {
    expect(cardPreview("a".repeat(301))).toEqual({ text: "a".repeat(300), cut: true });
    expect(cardPreview("Short.")).toEqual({ text: "Short.", cut: false });
    expect(cardPreview(null)).toEqual({ text: "", cut: false });
  });

  it("names the certificate without repeating its level", () => {
    expect(certificateLabel(B2_FIRST_ESSAY)).toBe("Cambridge B2 First · essay");
    expect(certificateLabel({ name: "IELTS", cefr_level: "C1", format: "task 2" })).toBe("IELTS C1 · task 2");
  });
});
