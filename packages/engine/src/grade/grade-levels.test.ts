import { describe, expect, it } from "vitest";
import { listCertificateOptions } from "../catalogue/catalogue";
import { cefrNumber } from "../catalogue/cefr";
import type { CertificateOption } from "../catalogue/types";
import { correctEssay } from "../correct/correct-essay";
import { RULES } from "../correct/registry";
import { gradeEssay } from "./grade-essay";
import { CEFR_ESSAY_LEVELS, CEFR_ESSAYS, CEFR_TASK } from "./testing/cefr-essays";
import { taskEssaysFor } from "./testing/task-essays";

const B2_FIRST_ESSAY = "cambridge-b2-first:essay";

/** Whether a certificate's band scale reaches C1: band 5 is a level above the exam's own (band 3); IELTS and TOEFL by their alignment. */
function reachesC1(option: CertificateOption): boolean {
  const { scale } = option;
  if (scale.cefr.kind === "exam-level") return (cefrNumber(option.cefr_level) ?? 0) + (scale.max - 3) / 2 >= 5;
  return scale.cefr.at_mid_b1 + scale.cefr.per_level * (5 - 3.5) <= scale.max;
}

const edits = Object.fromEntries(CEFR_ESSAY_LEVELS.map((level) => [level, correctEssay(CEFR_ESSAYS[level]).edits]));

describe("grades at the top of the scale", () => {
  const options = listCertificateOptions().filter(reachesC1);

  it("covers IELTS, TOEFL, B2 First, C1 Advanced and C2 Proficiency", () => {
    expect(new Set(options.map((option) => option.name))).toEqual(
      new Set([
        "Cambridge B2 First",
        "Cambridge C1 Advanced",
        "Cambridge C2 Proficiency",
        "IELTS Academic",
        "IELTS General Training",
        "TOEFL iBT",
      ]),
    );
  });

  it.each(options.map((option) => [option.id, option] as const))(
    "advises %s totals in CEFR order, C1 and C2 above a plain B2 essay",
    (_, option) => {
      const totals = CEFR_ESSAY_LEVELS.map((level) => {
        const result = gradeEssay(CEFR_ESSAYS[level], edits[level]!, option.id, CEFR_TASK);
        if (!result.estimated) throw new Error(`${level} essay not graded: ${result.reason}`);
        return result.grade;
      });
      const [b1, b2, c1, c2] = totals as [number, number, number, number];
      expect(b1).toBeLessThanOrEqual(b2);
      expect(b2).toBeLessThanOrEqual(c1);
      expect(c1).toBeLessThanOrEqual(c2);
      if (b2 < option.grade_max) {
        expect(c1).toBeGreaterThan(b2);
        expect(c2).toBeGreaterThan(b2);
      }
    },
  );
});

describe("optional punctuation", () => {
  it("never moves a band: each optional comma kept or rejected gives the same grades on every certificate", () => {
    const text = `However we decided to work from home last year. Nowadays almost everyone in my team does the same. If the weather is bad we stay at home and save time.

In my opinion it is a good idea, but I miss my colleagues. When I work in the office I talk to them and we solve problems together. For example we plan our projects on a big board.

In conclusion working from home is useful, although people also need to meet. As a result my company lets us choose our days in the office.`;
    const all = correctEssay(
      text,
      RULES.filter((rule) => rule.enabledByDefault || rule.optional),
    ).edits;
    const optional = all.filter((edit) => ["introductory-comma", "introductory-clause-comma"].includes(edit.rule_id));
    expect(optional.length).toBeGreaterThanOrEqual(4);
    expect(new Set(optional.map((edit) => edit.rule_id)).size).toBe(2);
    for (const option of listCertificateOptions()) {
      const bands = (list: typeof all) => {
        const result = gradeEssay(text, list, option.id, CEFR_TASK);
        return result.estimated ? result.criteria.map((criterion) => criterion.score) : result.reason;
      };
      const withAll = bands(all);
      for (const edit of optional) expect(bands(all.filter((other) => other !== edit))).toEqual(withAll);
      expect(bands(all.filter((edit) => !optional.includes(edit)))).toEqual(withAll);
    }
  });
});

describe("the top band is earned by range", () => {
  const { task, plain, c2 } = taskEssaysFor(B2_FIRST_ESSAY);
  const graded = (text: string, certificate: string, topic: string) => {
    const result = gradeEssay(text, correctEssay(text).edits, certificate, topic);
    if (!result.estimated) throw new Error(result.reason);
    return result;
  };

  it("puts a plain, correct B2 First essay below a C2 one on at least two criteria, and never above", () => {
    const plainScores = graded(plain, B2_FIRST_ESSAY, task).criteria.map((criterion) => criterion.score);
    const c2Scores = graded(c2, B2_FIRST_ESSAY, task).criteria.map((criterion) => criterion.score);
    expect(plainScores.filter((score, i) => score < c2Scores[i]!).length).toBeGreaterThanOrEqual(2);
    expect(plainScores.every((score, i) => score <= c2Scores[i]!)).toBe(true);
    expect(graded(plain, B2_FIRST_ESSAY, task).criteria.find((c) => c.area === "language")!.score).toBeLessThan(5);
  });

  it.each([
    "cambridge-b2-first:essay",
    "cambridge-c1-advanced:essay",
    "ielts-academic:task-2-essay",
    "toefl-ibt:academic-discussion",
  ])("grades each family's weak, plain B2 and C2 answers in that order on %s", (certificate) => {
    const essays = taskEssaysFor(certificate);
    const [low, middle, high] = [essays.weak, essays.plain, essays.c2].map(
      (text) => graded(text, certificate, essays.task).grade,
    );
    expect(low).toBeLessThan(middle!);
    expect(middle).toBeLessThan(high!);
  });
});
