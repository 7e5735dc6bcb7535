import { describe, expect, it } from "vitest";
import { findCertificateOption } from "../catalogue/catalogue";
import { gradeEssay } from "../grade/grade-essay";
import type { GradeResult } from "../grade/types";
import { nextStep } from "./next-step";

const ESSAY =
  "Many people think that sport at school is important. I agree, because it keeps pupils healthy and it teaches them to work in a team. However, some pupils do not enjoy it. ".repeat(
    6,
  );
const B2 = findCertificateOption("cambridge-b2-first:essay")!;
const LETTER = findCertificateOption("cambridge-b2-first:email-letter")!;

/** A real grade with one criterion set lowest, so the next step must come from it. */
function weakestIs(criterion: string, option = B2): GradeResult {
  const grade = gradeEssay(ESSAY, [], option.id);
  if (!grade.estimated) throw new Error("the essay should be graded");
  return {
    ...grade,
    criteria: grade.criteria.map((entry) => ({ ...entry, score: entry.name === criterion ? 0 : entry.max })),
  };
}

describe("nextStep", () => {
  it("comes from the weakest criterion and what the evidence says about it", () => {
    expect(nextStep(weakestIs("Organisation"), B2, [])).toContain("plan your text in paragraphs");
    // The essay gives its view ("I agree") at the start, but has no concluding paragraph.
    expect(nextStep(weakestIs("Communicative Achievement"), B2, [])).toContain("End with a short conclusion");
    expect(nextStep(weakestIs("Communicative Achievement", LETTER), LETTER, [])).toContain(
      "Open and close your letter",
    );
    expect(nextStep(weakestIs("Content"), B2, [])).toMatch(/^Next step: /);
  });

  it("never asks an essay for the opinion at the start and the conclusion it already has", () => {
    const communication = (text: string) => {
      const grade = gradeEssay(text, [], B2.id);
      if (!grade.estimated) throw new Error("the essay should be graded");
      const weakest = {
        ...grade,
        criteria: grade.criteria.map((entry) => ({
          ...entry,
          score: entry.name === "Communicative Achievement" ? 0 : entry.max,
        })),
      };
      return nextStep(weakest, B2, []);
    };
    const body =
      "Families spend their holidays in many different ways, and every choice has its good sides. A week by the sea gives children time to play outside, while a trip to a big city shows them museums and new food.";
    const both = `Some people say that holidays at home are boring. In my view, a holiday near home can be as good as one abroad.\n\n${body}\n\n${body}\n\nTo sum up, a good holiday depends on the people, not on the place.`;
    const neither = `${body}\n\n${body}\n\n${body}`;
    const opinionOnly = `I believe that a holiday near home is a good idea.\n\n${body}\n\n${body}`;
    expect(communication(both)).not.toMatch(/opinion clear|conclusion/i);
    expect(communication(neither)).toContain("Make your opinion clear at the start, and end with a short conclusion");
    expect(communication(opinionOnly)).toContain("End with a short conclusion");
    expect(communication(opinionOnly)).not.toContain("opinion clear");
  });

  it("suggests only structures the essay does not use yet", () => {
    const grade = gradeEssay(ESSAY, [], B2.id);
    if (!grade.estimated) throw new Error("the essay should be graded");
    const used = {
      ...grade,
      evidence: {
        ...grade.evidence,
        complex_sentence_share: 0.5,
        advanced_structures: ["If I had…, I would…", "Not only… but also…"],
      },
      criteria: grade.criteria.map((entry) => ({ ...entry, score: entry.name === "Language" ? 0 : entry.max })),
    };
    const step = nextStep(used, B2, []);
    expect(step).not.toContain("If I had");
    expect(step).not.toContain("Not only");
  });

  it("asks for more words when the text was too short to grade", () => {
    const grade = gradeEssay("I like sport. It is fun.", [], B2.id);
    expect(grade.estimated).toBe(false);
    expect(nextStep(grade, B2, [])).toBe("Next step: write at least 140 words, and answer every part of the question.");
  });
});
