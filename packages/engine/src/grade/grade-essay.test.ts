import { describe, expect, it } from "vitest";
import { CEFR_LEVELS } from "../catalogue/cefr";
import { correctEssay } from "../correct/correct-essay";
import { findCertificateOption, listCertificateOptions } from "../catalogue/catalogue";
import { criterionScores, gradeEssay } from "./grade-essay";

const B2_ESSAY = "cambridge-b2-first:essay";

const STRONG = `Nowadays, many people believe that young people should learn to cook at school. In my opinion, this is an excellent idea, although it would require some changes to the timetable.

Firstly, cooking is an essential skill which everyone needs throughout their lives. Students who can prepare simple, healthy meals are less likely to depend on expensive convenience food, and they tend to eat more vegetables. Furthermore, cooking lessons teach practical mathematics, since pupils have to weigh ingredients and calculate quantities.

On the other hand, schools already struggle to find enough time for traditional subjects. However, I am convinced that a weekly lesson would not damage academic results. In fact, working together in a kitchen could improve cooperation and confidence, because students must organise tasks and solve problems quickly.

In conclusion, I strongly recommend that cooking becomes part of the curriculum. If schools invest in simple equipment, the benefits for health, independence and teamwork will be considerable.`;

const WEAK = `i think student must to learn cook in school becouse is good. my freind she cook every days and she have many friend. yesterday i go to home and i cook. it was very boring and i didnt like. cook is good becouse you eat. i like also eat pizza and she like pizza to. we can to cook pizza in school. my mother cook very good and i want learn. student need cook becouse they live alone after. i think is good idea. cook is good for student and for teacher too becouse they eat. thank for read`;

describe("gradeEssay", () => {
  it("grades each criterion of the certificate with the band descriptor it matches, and returns the evidence", () => {
    const result = gradeEssay(
      STRONG,
      correctEssay(STRONG).edits,
      B2_ESSAY,
      "Should young people learn to cook at school?",
    );
    expect(result.estimated).toBe(true);
    if (!result.estimated) return;
    expect(result.criteria.map((criterion) => criterion.name)).toEqual([
      "Content",
      "Communicative Achievement",
      "Organisation",
      "Language",
    ]);
    expect(result.grade_max).toBe(20);
    expect(result.grade).toBe(result.criteria.reduce((sum, criterion) => sum + criterion.score, 0));
    for (const criterion of result.criteria) {
      expect(criterion.score).toBeGreaterThanOrEqual(0);
      expect(criterion.score).toBeLessThanOrEqual(5);
      expect(criterion.descriptor.length).toBeGreaterThan(20);
    }
    expect(result.evidence).toMatchObject({ paragraphs: 4, min_words: 140, max_words: 190 });
    expect(result.evidence.linking_devices).toEqual(
      expect.arrayContaining(["however", "furthermore", "in conclusion"]),
    );
    expect(result.evidence.topic_overlap).toBeGreaterThan(0.5);
  });

  it("scores a well-written essay high and an essay full of errors low", () => {
    const strong = gradeEssay(STRONG, correctEssay(STRONG).edits, B2_ESSAY);
    const weak = gradeEssay(WEAK, correctEssay(WEAK).edits, B2_ESSAY);
    if (!strong.estimated || !weak.estimated) throw new Error("both should be graded");
    expect(strong.grade).toBeGreaterThanOrEqual(16);
    expect(weak.grade).toBeLessThanOrEqual(9);
    expect(weak.evidence.errors_per_100_words).toBeGreaterThan(8);
  });

  it("returns the model's analytic estimates and a CEFR level, higher for the strong essay", () => {
    const strong = gradeEssay(STRONG, correctEssay(STRONG).edits, B2_ESSAY);
    const weak = gradeEssay(WEAK, correctEssay(WEAK).edits, B2_ESSAY);
    if (!strong.estimated || !weak.estimated) throw new Error("both should be graded");
    expect(Object.keys(strong.analytic).sort()).toEqual([
      "cohesion",
      "conventions",
      "grammar",
      "overall",
      "phraseology",
      "syntax",
      "vocabulary",
    ]);
    expect(strong.analytic.overall).toBeGreaterThan(weak.analytic.overall);
    expect(strong.analytic.conventions).toBeGreaterThan(weak.analytic.conventions);
    expect(strong.cefr_score).toBeGreaterThan(weak.cefr_score);
    expect(CEFR_LEVELS).toContain(strong.cefr);
  });

  it.each(listCertificateOptions().map((option) => [option.id]))(
    "keeps every score of %s within its criterion's range",
    (id) => {
      for (const text of [STRONG, WEAK]) {
        const result = gradeEssay(text, correctEssay(text).edits, id);
        if (!result.estimated) continue;
        for (const criterion of result.criteria) {
          expect(criterion.score).toBeGreaterThanOrEqual(0);
          expect(criterion.score).toBeLessThanOrEqual(criterion.max);
          expect(Number.isInteger(criterion.score)).toBe(true);
        }
        expect(result.grade).toBeLessThanOrEqual(result.grade_max);
      }
    },
  );

  it("asks more of the same essay at a higher exam level", () => {
    const edits = correctEssay(STRONG).edits;
    const b1 = gradeEssay(STRONG, edits, "cambridge-b1-preliminary:article");
    const c2 = gradeEssay(STRONG, edits, "cambridge-c2-proficiency:article");
    if (!b1.estimated || !c2.estimated) throw new Error("both should be graded");
    expect(b1.grade).toBeGreaterThan(c2.grade);
  });

  it("grades a text full of errors in every sentence low", () => {
    const text = Array.from(
      { length: 30 },
      () => "yesterday i goed to scool and i no like it becouse the teacher are angri with we.",
    ).join(" ");
    const result = gradeEssay(text, correctEssay(text).edits, B2_ESSAY);
    if (!result.estimated) throw new Error("should be graded");
    expect(result.grade).toBeLessThanOrEqual(8);
  });

  it("gives the same grade to the same essay twice", () => {
    const edits = correctEssay(STRONG).edits;
    expect(gradeEssay(STRONG, edits, "ielts-academic:task-2-essay")).toEqual(
      gradeEssay(STRONG, edits, "ielts-academic:task-2-essay"),
    );
  });

  it("uses IELTS bands from 1 to 9 and their descriptors", () => {
    const result = gradeEssay(STRONG, correctEssay(STRONG).edits, "ielts-academic:task-2-essay");
    if (!result.estimated) throw new Error("should be graded");
    expect(result.grade_max).toBe(36);
    expect(result.criteria.every((criterion) => criterion.score >= 1 && criterion.score <= 9)).toBe(true);
  });

  it.each([
    ["", "The text is empty."],
    ["Hello", "too short"],
    [
      "Me gusta mucho la comida de mi abuela porque siempre cocina con cariño y paciencia para toda la familia los domingos por la tarde en su casa del pueblo cerca del río donde vivimos antes de mudarnos a la ciudad grande.",
      "does not look like English",
    ],
  ])("says why it cannot estimate a grade for %j", (text, reason) => {
    const result = gradeEssay(text, [], B2_ESSAY);
    expect(result.estimated).toBe(false);
    if (!result.estimated) expect(result.reason).toContain(reason);
  });

  it("grades a pasted text of a million characters without failing", () => {
    const result = gradeEssay("I go to school. ".repeat(70_000), [], "cambridge-b2-first:essay");
    expect(result.estimated).toBe(true);
  });

  it("grades a 5,000-word text, marking it down for length against the format", () => {
    const long = Array.from({ length: 40 }, () => STRONG)
      .join("\n\n")
      .split(/\s+/)
      .slice(0, 5000)
      .join(" ");
    const result = gradeEssay(long, correctEssay(long).edits, B2_ESSAY);
    if (!result.estimated) throw new Error("should be graded");
    expect(result.evidence.words).toBe(5000);
    expect(result.criteria[0]!.score).toBeLessThan(5);
  });

  it("refuses an unknown certificate", () => {
    expect(() => gradeEssay(STRONG, [], "cambridge-z9:poem")).toThrow("Unknown certificate");
  });
});

describe("criterionScores", () => {
  it("advises TOEFL in half points and the other exams in whole bands", () => {
    const toefl = findCertificateOption("toefl-ibt:academic-discussion")!;
    expect([2.2, 2.3, 3.74, 4.8].map((raw) => criterionScores(toefl, [raw])[0])).toEqual([2, 2.5, 3.5, 5]);
    const ielts = findCertificateOption("ielts-academic:task-2-essay")!;
    expect(criterionScores(ielts, [6.3, 6.3, 6.3, 6.3])).toEqual([7, 6, 6, 6]);
  });
});
