import { describe, expect, it } from "vitest";
import { characterErrorRate, wordErrorRate } from "./character-error-rate";

describe("wordErrorRate", () => {
  it("counts a misread word as one error however many letters differ", () => {
    expect(wordErrorRate("People is very friendly", "Peqple is vevy friendly")).toBe(0.5);
    expect(characterErrorRate("People is very friendly", "Peqple is vevy friendly")).toBeCloseTo(2 / 23);
  });

  it("counts words left out and added, and ignores line breaks", () => {
    expect(wordErrorRate("I have went\n\nhome", "I have went home")).toBe(0);
    expect(wordErrorRate("I have went home", "I went home now")).toBe(0.5);
    expect(wordErrorRate("", "")).toBe(0);
    expect(wordErrorRate("", "noise")).toBe(1);
  });
});
