import { describe, expect, it } from "vitest";
import { correctEssay } from "../correct/correct-essay";
import { gradeEssay } from "./grade-essay";
import { evidenceFor, gradeReasons } from "./reasons";
import type { EssayEvidence } from "./types";

const B2_ESSAY = "cambridge-b2-first:essay";

const evidence: EssayEvidence = {
  words: 152,
  sentences: 10,
  paragraphs: 1,
  min_words: 140,
  max_words: 190,
  errors: 5,
  errors_per_100_words: 3.29,
  errors_by_category: { tense: 2, spelling: 2, punctuation: 1 },
  lexical_diversity: 0.712,
  less_common_word_share: 0.14,
  clauses_per_sentence: 0.4,
  passives_per_sentence: 0.1,
  conditionals_per_sentence: 0,
  mean_sentence_length: 15.2,
  complex_sentence_share: 0.3,
  clause_words: ["because"],
  linking_devices: ["however", "because"],
  topic_overlap: 0.45,
  notes: null,
  own_idea: null,
  off_task: null,
  english_word_share: 0.99,
  opinion_at_start: true,
  closing: "none",
  advanced_structures: [],
};

describe("evidenceFor", () => {
  it("gives the content criteria the length, the topic and the view", () => {
    expect(evidenceFor("content", evidence)).toEqual([
      "152 words; the task asks for 140 to 190.",
      "It takes up 45% of the topic's key words.",
      "It says what the writer thinks near the start.",
    ]);
  });

  it("quotes the structures beyond the simple sentence", () => {
    expect(evidenceFor("grammar", { ...evidence, advanced_structures: ["If I had…, I would…"] })[2]).toBe(
      "Structures beyond the simple sentence: “If I had…, I would…”.",
    );
  });

  it("gives organisation the paragraphs, the conclusion and the linking words", () => {
    expect(evidenceFor("organisation", evidence)).toEqual([
      "1 paragraph.",
      "Nothing sums up at the end (In conclusion, To sum up…).",
      "Linking words: however, because.",
    ]);
  });

  it("says how the text ends: a last paragraph that sums up, last sentences that do, or neither", () => {
    const ends = (closing: EssayEvidence["closing"], paragraphs: number) =>
      evidenceFor("organisation", { ...evidence, closing, paragraphs })[1];
    expect(ends("paragraph", 4)).toBe("A last paragraph sums up.");
    expect(ends("sentences", 1)).toBe("Its last sentences sum up, but not in a paragraph of their own.");
    expect(ends("none", 4)).toBe("No last paragraph sums up (In conclusion, To sum up…).");
  });

  it("counts the mistakes of the criterion's own area, commonest first", () => {
    expect(evidenceFor("language", evidence)[0]).toBe(
      "5 mistakes counted (3.29 per 100 words): spelling 2, tense 2, punctuation 1.",
    );
    expect(evidenceFor("vocabulary", evidence)[0]).toBe("2 vocabulary mistakes counted: spelling 2.");
    expect(evidenceFor("vocabulary", { ...evidence, errors_by_category: { spelling: 1 } })[0]).toBe(
      "1 vocabulary mistake counted: spelling 1.",
    );
    expect(evidenceFor("grammar", evidence)[0]).toBe(
      "3 grammar and punctuation mistakes counted: tense 2, punctuation 1.",
    );
    expect(evidenceFor("vocabulary", { ...evidence, errors_by_category: {} })[0]).toBe(
      "No vocabulary mistakes counted.",
    );
  });
});

describe("gradeReasons", () => {
  it("gives each criterion of a graded essay its band's wording and its evidence", () => {
    const text = `Nowadays many people think that cooking should be taught at school. In my opinion, it is a good idea, because young people need to eat well. However, schools have little time.

In conclusion, I believe a weekly lesson would help students, although it costs money and teachers would need training for it. Students could learn to plan meals and to work together in a kitchen, which is useful for their whole lives. Furthermore, they would save money by cooking at home instead of buying fast food every day, and they would understand better where their food comes from.`;
    const grades = gradeEssay(text, correctEssay(text).edits, B2_ESSAY, "Should cooking be taught at school?");
    if (!grades.estimated) throw new Error("the essay should be graded");
    const reasons = gradeReasons(grades)!;
    expect(Object.keys(reasons)).toEqual(["Content", "Communicative Achievement", "Organisation", "Language"]);
    for (const criterion of grades.criteria) {
      expect(reasons[criterion.name]!.band).toBe(criterion.descriptor);
      expect(reasons[criterion.name]!.evidence.length).toBeGreaterThan(0);
    }
    expect(reasons.Content!.evidence[0]).toMatch(/^\d+ words; the task asks for 140 to 190\.$/);
  });

  it("gives no reasons when no grade was advised", () => {
    expect(gradeReasons(gradeEssay("Too short to grade.", [], B2_ESSAY))).toBeNull();
  });
});
