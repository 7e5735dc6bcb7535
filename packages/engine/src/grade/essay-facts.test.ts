import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { FACT_ESSAYS, STRONG_IF, TITLED, WEAK_SHORT } from "../feedback/testing/fact-essays";
import { readEssayFacts } from "./essay-facts";

const factsOf = (text: string) => readEssayFacts(readDocument(text));

const BODY = `Young people today can study almost any subject online, often for free.

Online courses let students learn at their own speed. They can watch a lesson twice and ask questions in a forum.`;

describe("readEssayFacts", () => {
  it.each(FACT_ESSAYS.map((essay) => [essay.name, essay] as const))(
    "reads how %s ends and how long its sentences are",
    (_name, essay) => {
      const facts = factsOf(essay.text);
      expect(facts.closing).toBe(essay.closing);
      expect(facts.sentenceLength).toBe(essay.sentences);
    },
  );

  it.each([
    "To sum up, online study suits students who can organise their own time.",
    "In conclusion, online study suits students who can organise their own time.",
    "All in all, online study suits students who can organise their own time.",
    "To conclude, online study suits students who can organise their own time.",
    "Overall, online study suits students who can organise their own time.",
    "In short, online study suits students who can organise their own time.",
    "That is why I think online study suits students who organise their time.",
    "So, to sum up, online study suits students who can organise their own time.",
    "Online study suits some students. In my opinion, it works best for adults.",
    "For these reasons, online study suits students who can organise their time.",
  ])("takes a last paragraph as a conclusion: %s", (last) => {
    expect(factsOf(`${BODY}\n\n${last}`).closing).toBe("paragraph");
  });

  it("does not take a last paragraph for a conclusion because a summing-up word appears in the middle of it", () => {
    const last = "Students also save the overall cost of travel, and many of them study in short sessions.";
    expect(factsOf(`${BODY}\n\n${last}`).closing).toBe("none");
  });

  it("reads the last paragraph before a sign-off, and the first after a title", () => {
    const letter = `Dear Sam,\n\nThanks for your letter. ${BODY}\n\nTo sum up, you should try a course.\n\nBest wishes,\nAnna`;
    expect(factsOf(letter).closing).toBe("paragraph");
    expect(factsOf(TITLED.text).opinionAtStart).toBe(true);
  });

  it("finds each linking word with its kind, where the student first wrote it in lower case", () => {
    const facts = factsOf(STRONG_IF.text);
    expect(facts.linking.map((use) => [use.device, use.kind, use.written])).toEqual([
      ["however", "contrast", "however"],
      ["to sum up", "conclusion", "To sum up"],
      ["nevertheless", "contrast", "Nevertheless"],
      ["in my opinion", "opinion", "In my opinion"],
    ]);
    for (const use of facts.linking) expect(STRONG_IF.text.slice(use.start, use.end)).toBe(use.written);
  });

  it("counts 'so' as a linking word only where it opens a clause, and never across a full stop", () => {
    expect(factsOf("The film was so long. We left early.").linking).toEqual([]);
    expect(factsOf("The film was long, so we left early.").linking.map((use) => use.device)).toEqual(["so"]);
    expect(factsOf("We ate in. Addition of salt helps.").linking).toEqual([]);
  });

  it("lists the clause words in the order the essay first uses them, and measures its sentences", () => {
    expect(factsOf(STRONG_IF.text).clauseWords).toEqual(["if", "since", "which"]);
    const weak = factsOf(WEAK_SHORT.text);
    expect(weak.clauseWords).toEqual([]);
    expect(weak.sentences).toBe(16);
    expect(weak.meanSentenceLength).toBe(4.7);
    expect(weak.paragraphs).toBe(4);
  });

  it("reads an empty text as no sentences and no paragraphs", () => {
    expect(factsOf("")).toMatchObject({ words: 0, sentences: 0, paragraphs: 0, closing: "none", linking: [] });
  });
});
