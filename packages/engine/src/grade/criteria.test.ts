import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { findCertificateOption } from "../catalogue/catalogue";
import type { CertificateOption } from "../catalogue/types";
import { correctEssay } from "../correct/correct-essay";
import { criterionScore } from "./criteria";
import { measureEssay } from "./evidence";
import { essayFeatures } from "./features";
import { estimate, gradingModel, usesNgrams } from "./grading-model";

const ESSAY = `Many people think that young people should learn to cook at school. In my opinion, this is a good idea, although it needs some changes to the timetable.

Firstly, cooking is a skill which everyone needs in their lives. Students who can make simple meals are less likely to buy expensive fast food, and they often eat more vegetables. Also, cooking lessons teach some mathematics, because pupils have to weigh ingredients.

On the other hand, schools already have little time for other subjects. However, I think one lesson a week would not damage the results. In fact, working together in a kitchen can improve cooperation, because students must organise their tasks.

In conclusion, I think cooking should be part of the curriculum, because it is good for health and independence.`;

/** Every criterion's score of the essay before rounding, for an option. */
function scoresFor(option: CertificateOption): number[] {
  const model = gradingModel();
  const { edits } = correctEssay(ESSAY);
  const estimates = estimate(essayFeatures(readDocument(ESSAY), edits, { ngrams: usesNgrams(model) }), model);
  const evidence = measureEssay(readDocument(ESSAY), edits, option);
  return option.criteria.map((criterion) => criterionScore(criterion, option, estimates, evidence, model));
}

const renamed = (option: CertificateOption): CertificateOption => ({
  ...option,
  name: "A New Certificate",
  criteria: option.criteria.map((criterion, index) => ({ ...criterion, name: `Criterion ${index + 1}` })),
});

describe("criterionScore reads the certificate's scale and each criterion's area, never their names", () => {
  it.each(["cambridge-b2-first:essay", "ielts-academic:task-2-essay", "toefl-ibt:academic-discussion"])(
    "%s scores the same under other names",
    (id) => {
      const option = findCertificateOption(id)!;
      expect(scoresFor(renamed(option))).toEqual(scoresFor(option));
    },
  );

  it("moves a CEFR-aligned score by the scale's alignment", () => {
    const ielts = findCertificateOption("ielts-academic:task-2-essay")!;
    const shifted = {
      ...ielts,
      scale: { ...ielts.scale, cefr: { kind: "cefr-linear" as const, at_mid_b1: 5.5, per_level: 1.5 } },
    };
    const [before, after] = [scoresFor(ielts), scoresFor(shifted)];
    after.forEach((score, index) => expect(score - before[index]!).toBeCloseTo(1, 9));
  });

  it("puts band 3 at the exam's own level on an exam-level scale: the same text scores lower for a higher level", () => {
    const [b2, c1] = [
      findCertificateOption("cambridge-b2-first:essay")!,
      findCertificateOption("cambridge-c1-advanced:essay")!,
    ];
    const asC1 = { ...b2, cefr_level: c1.cefr_level };
    scoresFor(asC1).forEach((score, index) => expect(score).toBeLessThan(scoresFor(b2)[index]!));
  });
});
