import { describe, expect, it } from "vitest";
import { repairByLexicon } from "./lexicon-repair";
import type { ReadCharacter } from "./recognise-line";

const WORDS = new Set([
  "summer",
  "seen",
  "have",
  "grateful",
  "teacher",
  "teaches",
  "cat",
  "car",
  "bat",
  "lived",
  "village",
]);
const isWord = (text: string) => WORDS.has(text.toLowerCase());

/**
 * A word as read: each letter sure unless given as "o/s:0.4" (read "o", "s" as likely as 0.4); a
 * letter given as "+l:0.3>i" is an "i" before which the recogniser nearly read an "l" (0.3).
 */
function read(...letters: string[]): ReadCharacter[] {
  return letters.map((letter, i) => {
    const [, missed, missedProbability, rest] = /^(?:\+(.):([\d.]+)>)?(.*)$/.exec(letter)!;
    const [text, alternative] = rest!.split("/");
    const [other, probability] = (alternative ?? "").split(":");
    return {
      text: text!,
      probability: alternative ? 0.5 : 0.97,
      x: i * 20,
      spaceBefore: 0,
      alternative: other ? { text: other, probability: Number(probability) } : undefined,
      missedBefore: missed ? { text: missed, probability: Number(missedProbability) } : undefined,
    };
  });
}
const textOf = (characters: readonly ReadCharacter[]) => characters.map((character) => character.text).join("");

describe("repairByLexicon", () => {
  it("reads a non-word as the one word a likely alternative letter makes, keeping both letters' probability", () => {
    const repaired = repairByLexicon(read("o/s:0.4", "u", "m", "m", "e", "r"), isWord);
    expect(textOf(repaired)).toBe("summer");
    expect(repaired[0]!.probability).toBeCloseTo(0.9);
    expect(textOf(repairByLexicon(read("A/h:0.3", "a", "v", "e"), isWord))).toBe("have");
    expect(textOf(repairByLexicon(read("o/s:0.3", "e", "e", "n/m:0.05"), isWord))).toBe("seen");
  });

  it("puts back a letter the recogniser nearly read between two others, showing it unsure", () => {
    const repaired = repairByLexicon(read("+l:0.3>i", "v", "e", "d"), isWord);
    expect(textOf(repaired)).toBe("lived");
    expect(repaired[0]!.probability).toBeCloseTo(0.3);
    expect(textOf(repairByLexicon(read("v", "i", "+l:0.2>l", "a", "g", "e"), isWord))).toBe("village");
    // A letter hardly seen is not put back: the learner may have left it out ("vilage").
    expect(textOf(repairByLexicon(read("v", "i", "+l:0.04>l", "a", "g", "e"), isWord))).toBe("vilage");
  });

  it("exchanges two letters at most", () => {
    expect(textOf(repairByLexicon(read("o/s:0.4", "u", "n/m:0.3", "m", "e", "r"), isWord))).toBe("summer");
    expect(textOf(repairByLexicon(read("o/s:0.4", "u", "n/m:0.3", "n/m:0.3", "e", "r"), isWord))).toBe("ounner");
  });

  it("keeps a learner's misspelling when the reader was sure of its letters", () => {
    expect(textOf(repairByLexicon(read("g", "r", "e", "a", "t", "f", "u", "l"), isWord))).toBe("greatful");
    expect(textOf(repairByLexicon(read("t", "e", "a", "c", "h", "e", "d/r:0.05"), isWord))).toBe("teached");
  });

  it("keeps the word as read when two repairs make words, or when it is a word already, or short", () => {
    expect(textOf(repairByLexicon(read("b/c:0.3", "a", "r/t:0.3"), isWord))).toBe("bar");
    expect(textOf(repairByLexicon(read("c", "a/o:0.3", "t"), isWord))).toBe("cat");
    expect(textOf(repairByLexicon(read("o/a:0.4", "n"), isWord))).toBe("on");
  });
});
