import { describe, expect, it } from "vitest";
import { correctEssay } from "../correct/correct-essay";
import { agreement, calibrate, CalibrationInputError } from "./calibrate";
import { checkCalibration } from "./calibration";
import { gradeEssay } from "./grade-essay";
import { CERTIFICATE, essay, handSet, school } from "./testing/graded-essays";

describe("calibrate", () => {
  it("learns a strict school's grades per criterion, and grades its next essays as its teachers would", () => {
    const calibration = calibrate(school(30, -1), CERTIFICATE);
    expect(calibration).toMatchObject({
      certificate: CERTIFICATE,
      examples: 30,
      target: "criteria",
      use: true,
      reason: null,
    });
    expect(calibration.agreement.criteria.map((criterion) => criterion.name)).toEqual([
      "Content",
      "Communicative Achievement",
      "Organisation",
      "Language",
    ]);
    expect(calibration.agreement.total.calibrated.mean_absolute_difference).toBeLessThan(
      calibration.agreement.total.hand_set.mean_absolute_difference,
    );
    for (const text of [essay(40), essay(41)]) {
      const hand = handSet(text);
      const calibrated = gradeEssay(text, correctEssay(text).edits, CERTIFICATE, undefined, { calibration });
      if (!calibrated.estimated) throw new Error("not graded");
      expect(Math.abs(calibrated.grade - (hand.grade - 4))).toBeLessThanOrEqual(1);
    }
  });

  it("moves nothing for a school that grades as the hand-set model does, and is then not used", () => {
    const calibration = calibrate(school(25, 0), CERTIFICATE);
    expect(calibration.use).toBe(false);
    expect(calibration.reason).toContain("not clearly closer to the teachers'");
    const text = essay(50);
    expect(gradeEssay(text, correctEssay(text).edits, CERTIFICATE, undefined, { calibration })).toEqual(handSet(text));
  });

  it("learns from totals alone, and shares a total's correction between the criteria", () => {
    const examples = school(24, -1).map(({ text, grade_per_certificate_criterion }) => ({
      text,
      grade: Object.values(grade_per_certificate_criterion!).reduce((a, b) => a + b, 0),
    }));
    const calibration = calibrate(examples, CERTIFICATE);
    expect(calibration).toMatchObject({ target: "total", use: true });
    expect(calibration.agreement.criteria).toEqual([]);
    const text = essay(60);
    const calibrated = gradeEssay(text, correctEssay(text).edits, CERTIFICATE, undefined, { calibration });
    expect(calibrated.estimated && calibrated.grade).toBeLessThan(handSet(text).grade);
  });

  it("learns wording its teachers mark down that the dense features do not see, from the essays' words", () => {
    // The teachers take two bands off every criterion when the essay proposes cheaper tickets.
    const proposes = (text: string) => text.includes("a cheaper ticket");
    const examples = Array.from({ length: 36 }, (_, k) => {
      const text = essay(k);
      const grades = handSet(text).criteria.map((c) => [c.name, Math.max(0, c.score - (proposes(text) ? 2 : 0))]);
      return { text, grade_per_certificate_criterion: Object.fromEntries(grades) };
    });
    const calibration = calibrate(examples, CERTIFICATE);
    expect(calibration.hash_scale).toBeGreaterThan(0);
    expect(calibration.use).toBe(true);
    const loss = (text: string) => {
      const calibrated = gradeEssay(text, correctEssay(text).edits, CERTIFICATE, undefined, { calibration });
      return handSet(text).grade - (calibrated.estimated ? calibrated.grade : Number.NaN);
    };
    // Essays none of the examples is: each of the twelve with a sentence of its own added.
    const texts = Array.from({ length: 12 }, (_, k) => `${essay(k)} Night buses would help people who work late too.`);
    const marked = texts.filter(proposes);
    const plain = texts.filter((text) => !proposes(text));
    expect(marked.length).toBeGreaterThan(1);
    expect(plain.length).toBeGreaterThan(1);
    expect(Math.min(...marked.map(loss))).toBeGreaterThan(Math.max(...plain.map(loss)));
  });

  it("is deterministic, and survives being stored as JSON", () => {
    const examples = school(22, -1);
    const first = calibrate(examples, CERTIFICATE);
    expect(JSON.stringify(calibrate(examples, CERTIFICATE))).toBe(JSON.stringify(first));
    expect(checkCalibration(JSON.parse(JSON.stringify(first)))).toEqual(first);
  });

  it("takes the formats marked the same way, and grades any of them", () => {
    const examples = school(22, -1).map((example, i) =>
      i % 2 ? { ...example, certificate: "cambridge-b2-first:article" } : example,
    );
    const calibration = calibrate(examples, CERTIFICATE);
    const text = essay(70);
    expect(
      gradeEssay(text, correctEssay(text).edits, "cambridge-b2-first:article", undefined, { calibration }).estimated,
    ).toBe(true);
    expect(() =>
      gradeEssay(text, correctEssay(text).edits, "ielts-academic:task-2-essay", undefined, { calibration }),
    ).toThrow(/This calibration is for Cambridge B2 First B2/);
  });

  it("refuses too few essays, an unknown certificate, a grade off the scale and an example marked another way", () => {
    expect(() => calibrate(school(19, 0), CERTIFICATE)).toThrow(
      new CalibrationInputError("19 gradable essays were given; calibrating needs at least 20."),
    );
    expect(() => calibrate(school(20, 0), "cambridge-b2-first:poem")).toThrow(
      "Unknown certificate: cambridge-b2-first:poem.",
    );
    const examples = school(20, 0);
    expect(() =>
      calibrate(
        [
          ...examples.slice(0, 3),
          {
            text: essay(3),
            grade_per_certificate_criterion: {
              Content: 9,
              "Communicative Achievement": 1,
              Organisation: 1,
              Language: 1,
            },
          },
        ],
        CERTIFICATE,
      ),
    ).toThrow('Example 4: "Content" must be a number from 0 to 5.');
    expect(() =>
      calibrate([{ ...examples[0]!, certificate: "ielts-academic:task-2-essay" }, ...examples.slice(1)], CERTIFICATE),
    ).toThrow("Example 1: ielts-academic:task-2-essay is not marked like");
    expect(() =>
      calibrate(
        [{ text: essay(1), grade: 25 }, ...examples.slice(1).map(({ text }) => ({ text, grade: 10 }))],
        CERTIFICATE,
      ),
    ).toThrow('Example 1: "grade" must be a number from 0 to 20.');
  });

  it("reads a calibration stored before the hashed sequences as one that does not read them", () => {
    const calibration = calibrate(school(20, -1), CERTIFICATE);
    const dense = calibration.models.map(({ standardiser, model }) => ({
      standardiser,
      model: { ...model, hashed: [] },
    }));
    const { hash_scale: _left, ...rest } = { ...calibration, models: dense };
    expect(checkCalibration({ ...rest, version: 3 })).toEqual({ ...rest, version: 4, hash_scale: 0 });
    const text = essay(5);
    const graded = gradeEssay(text, correctEssay(text).edits, CERTIFICATE, undefined, {
      calibration: checkCalibration(JSON.parse(JSON.stringify({ ...rest, version: 3 }))),
    });
    expect(graded.estimated).toBe(true);
    expect(() =>
      checkCalibration({
        ...rest,
        version: 3,
        models: calibration.models.map((m) => ({ ...m, model: { ...m.model, hashed: new Array(4096).fill(0) } })),
      }),
    ).toThrow("do not match their features");
  });

  it("refuses a stored calibration that is not one", () => {
    const calibration = calibrate(school(20, -1), CERTIFICATE);
    expect(() => checkCalibration({ ...calibration, version: 9 })).toThrow("not a version 4 calibration");
    expect(() =>
      checkCalibration({
        ...calibration,
        models: [{ ...calibration.models[0]!, model: { ...calibration.models[0]!.model, dense: [1] } }],
      }),
    ).toThrow("do not match their features");
    expect(() =>
      checkCalibration({
        ...calibration,
        models: [{ ...calibration.models[0]!, model: { ...calibration.models[0]!.model, hashed: [0.1, 0.2] } }],
      }),
    ).toThrow("do not match their features");
    expect(() => checkCalibration({ ...calibration, hash_scale: "3" })).toThrow("hash scale");
    expect(() => checkCalibration({ ...calibration, hash_scale: -1 })).toThrow("hash scale");
    expect(() => checkCalibration("calibration")).toThrow();
  });

  it("says how grades agree, with no rank correlation where none is defined", () => {
    // Differences 0, 1, 1: one exact, all within one; ranks (0, 1, 2) against (0.5, 0.5, 2), so 1.5 / √3.
    expect(agreement([3, 4, 5], [3, 3, 4])).toEqual({
      exact: 0.33,
      within_one: 1,
      spearman: 0.87,
      mean_absolute_difference: 0.67,
    });
    expect(agreement([3, 3, 3], [2, 3, 4]).spearman).toBeNull();
    expect(agreement([2, 4], [2, 4]).spearman).toBeNull();
  });
});
