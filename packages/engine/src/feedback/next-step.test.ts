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
    expect(nextStep(weakestIs("Communicative Achievement"), B2, [])).toContain("Make your opinion clear at the start");
    expect(nextStep(weakestIs("Communicative Achievement", LETTER), LETTER, [])).toContain(
      "Open and close your letter",
    );
    expect(nextStep(weakestIs("Content"), B2, [])).toMatch(/^Next step: /);
  });

  it("asks for more words when the text was too short to grade", () => {
    const grade = gradeEssay("I like sport. It is fun.", [], B2.id);
    expect(grade.estimated).toBe(false);
    expect(nextStep(grade, B2, [])).toBe("Next step: write at least 140 words, and answer every part of the question.");
  });
});
