import { describe, expect, it } from "vitest";
import { correctEssay } from "../correct/correct-essay";
import { CORRECTED_SPELLING, ONE_PARAGRAPH_PLAIN, STRONG_IF, STRONG_LONG, WEAK_SHORT } from "./testing/fact-essays";
import { findContradictions } from "./contradictions";

const B2 = "cambridge-b2-first:essay";
const facts = (text: string, essay: string, corrected?: string) =>
  findContradictions(text, essay, { certificate: B2, corrected }).map((found) => found.fact);

describe("findContradictions", () => {
  it("reports advice for longer sentences with 'if' to an essay of long sentences that uses 'if'", () => {
    const found = facts("Next step: try some longer sentences with “although”, “which” or “if”.", STRONG_IF.text);
    expect(found).toContain("its sentences are 23.7 words long on average");
    expect(found).toContain("the essay already uses “if”");
    expect(found).toContain("the essay already uses “which”");
    expect(facts("Next step: try some longer sentences with “although” or “if”.", WEAK_SHORT.text)).toEqual([]);
  });

  it("reports a reason that says no last paragraph sums up, when one does", () => {
    expect(facts("No last paragraph sums up (In conclusion, To sum up…).", STRONG_LONG.text)).toEqual([
      "its last paragraph sums up",
    ]);
    expect(facts("A last paragraph sums up.", STRONG_LONG.text)).toEqual([]);
    expect(facts("A last paragraph sums up.", WEAK_SHORT.text)).toEqual(["no last paragraph sums up"]);
    expect(facts("Next step: end with a short conclusion.", STRONG_LONG.text)).toEqual(["it ends with a conclusion"]);
  });

  it("reports a phrase quoted as the student's that is not in the essay as written", () => {
    expect(facts("You wrote “the train were late”, write “the train was late”.", STRONG_LONG.text)).toEqual([
      "“the train were late” is not in the essay as written",
    ]);
    // A quote keeps the student's letters and whole words; only its first letter may change case.
    expect(facts("You use linking words, like “nevertheless” and “to sum up”.", STRONG_IF.text)).toEqual([]);
    expect(facts("You use linking words, like “to Sum Up”.", STRONG_IF.text)).toEqual([
      "“to Sum Up” is not in the essay as written",
    ]);
    expect(facts("You use varied vocabulary, with words like “nation”.", "The international team won.")).toEqual([
      "“nation” is not in the essay as written",
    ]);
    expect(facts("It begins “Working from home has become normal for millions…”.", STRONG_LONG.text)).toEqual([]);
  });

  it("checks a quoted fix against the corrected text, when it is given", () => {
    const { corrected } = correctEssay(CORRECTED_SPELLING.text);
    expect(
      facts("You wrote “people beleive that”, write “people believe that”.", CORRECTED_SPELLING.text, corrected),
    ).toEqual([]);
    expect(
      facts("You wrote “people beleive that”, write “people belief that”.", CORRECTED_SPELLING.text, corrected),
    ).toEqual(["“people belief that” is not in the corrected text"]);
  });

  it("checks the word count, the paragraphs, the sentences and the linking words a text names", () => {
    expect(facts("Your text has 75 words, and this task asks for 140 to 190.", WEAK_SHORT.text)).toEqual([]);
    expect(facts("Your text has 80 words, which is right for this task.", WEAK_SHORT.text)).toEqual([
      "it has 75 words",
      "75 words is outside the range",
    ]);
    expect(facts("You organise your ideas in 3 paragraphs.", WEAK_SHORT.text)).toEqual(["it has 4 paragraphs"]);
    expect(facts("16 sentences, 4.7 words long on average; 0% join ideas with a clause.", WEAK_SHORT.text)).toEqual([]);
    expect(facts("Linking words: however, because.", WEAK_SHORT.text)).toEqual(["it does not use however, because"]);
    expect(facts("Linking words: however, because…", WEAK_SHORT.text)).toEqual(["it does not use however, because"]);
    expect(facts("No linking words such as however, although or because.", WEAK_SHORT.text)).toEqual([]);
    expect(facts("Next step: join your ideas with more linking words, like “however”.", STRONG_IF.text)).toContain(
      "it already uses however, to sum up, nevertheless, in my opinion",
    );
    expect(facts("You write longer sentences that join ideas with words like “which”.", WEAK_SHORT.text)).toContain(
      "its sentences are 4.7 words long on average",
    );
  });

  it("takes no advice to use a word or to replace one for a claim that the student wrote it", () => {
    const advice = [
      "Next step: learn a few less common words, and use them instead of simple words like “good” or “nice”.",
      "- No “to” after can, must, should: 2 mistakes.",
      "Plan it in paragraphs: an introduction, your main ideas, and a conclusion.",
    ].join("\n");
    expect(facts(advice, ONE_PARAGRAPH_PLAIN.text)).toEqual([]);
  });
});
