import { describe, expect, it } from "vitest";
import { readDocument } from "./document";
import { crossing, optional, runBefore, sequence } from "./pattern";

const texts = (text: string, pattern: ReturnType<typeof sequence>) =>
  pattern.matchAll(readDocument(text)).map((match) => match.words.map((word) => word.text).join(" "));

describe("word patterns", () => {
  it("match words joined by spaces only", () => {
    expect(texts("I can to go, can, to go.", sequence("can", "to", "go"))).toEqual(["can to go"]);
  });

  it("take an optional word when it is there", () => {
    expect(texts("has never went and has went", sequence("has", optional("never"), "went"))).toEqual([
      "has never went",
      "has went",
    ]);
  });

  it("let a crossing step follow a comma", () => {
    const request = sequence(optional(["finally"]), crossing("could"), "you");
    expect(texts("Finally, could you come? Could, you?", request)).toEqual(["Finally could you", "could you"]);
  });

  it("read the run of words before one", () => {
    const doc = readDocument("Yes, we have never ever made it.");
    const made = doc.words.find((word) => word.lower === "made")!;
    expect(runBefore(doc, made, new Set(["never", "ever", "have"])).map((word) => word.text)).toEqual([
      "have",
      "never",
      "ever",
    ]);
  });
});
