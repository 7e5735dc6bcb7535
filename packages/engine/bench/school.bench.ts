/**
 * What a school teaches Redpen (part of `npm run bench`, alone as `npm run bench:school`):
 * schools simulated with the public development data, for internal evaluation only (nothing is
 * shipped or committed from it).
 * - FCE: FCE train's answers are one school's teacher-graded B2 First essays (the examiners' band
 *   as the teacher's total, band × 4 of 20), arriving in order; after 20, 50, 100, 200, 500 and all
 *   of them, the school's calibration grades FCE dev, and Spearman and Pearson with the examiners'
 *   marks are printed beside the hand-set model's.
 * - ELLIPSE dev: its Overall score as a TOEFL-style 1–5 writing score, 5-fold: each fold graded by a
 *   calibration fitted on the first 20, 50, 100, 200 essays of the other folds, and on all of them.
 * - Remembered corrections: FCE train's edits as the corrections a school's teachers added, in
 *   order; a correction made at least 3 times is remembered (the product's rule) and suggested on
 *   FCE dev where its words stand in a similar context, unless fewer than 60% of the times the
 *   school's teachers met its words since were kept (a rejected suggestion, or its words left as
 *   written where it would apply unsuggested, count against it). Printed: how many are remembered, the
 *   suggestions' precision against FCE dev's gold edits, and the share of gold edits they supply.
 * Prints, never asserts.
 */
import { correctEssay } from "../src/correct/correct-essay";
import { calibrate } from "../src/grade/calibrate";
import { pearson, spearman } from "../src/grade/correlation";
import type { Calibration, GradedExample } from "../src/grade/calibration";
import { gradeEssay } from "../src/grade/grade-essay";
import { correctionContext, findSchoolCorrections, type SchoolCorrection } from "../src/correct/school-corrections";
import { available, DATA_DIR, ellipseEssays, fceEditedEssays, fceMarkedEssays, fceTrainEssays } from "./datasets";

const SIZES = [20, 50, 100, 200, 500];
const fmt = (value: number) => value.toFixed(3);
const b2First = (text: string) =>
  /^\s*(dear|to whom)/im.test(text.slice(0, 300)) ? "cambridge-b2-first:email-letter" : "cambridge-b2-first:essay";

interface Test {
  text: string;
  certificate: string;
  edits: ReturnType<typeof correctEssay>["edits"];
  mark: number;
}

/** Grades of the test essays under each certificate's calibration (the hand-set model without one); unestimated ones left out. */
function graded(tests: Test[], calibrations: Map<string, Calibration>): { grades: number[]; marks: number[] } {
  const grades: number[] = [];
  const marks: number[] = [];
  for (const test of tests) {
    const calibration = calibrations.get(test.certificate);
    // Forced on, to measure the calibration itself; the product falls back when `use` is false.
    const result = gradeEssay(
      test.text,
      test.edits,
      test.certificate,
      undefined,
      calibration ? { calibration: { ...calibration, use: true } } : {},
    );
    if (!result.estimated) continue;
    grades.push(result.grade);
    marks.push(test.mark);
  }
  return { grades, marks };
}

function row(label: string, tests: Test[], calibrations: Map<string, Calibration>, note = "") {
  const { grades, marks } = graded(tests, calibrations);
  console.log(`| ${label} | ${fmt(spearman(grades, marks))} | ${fmt(pearson(grades, marks))} | ${note} |`);
}

function fce() {
  const started = performance.now();
  const school = fceTrainEssays().map((essay) => ({
    ...essay,
    certificate: b2First(essay.text),
    edits: correctEssay(essay.text).edits,
  }));
  const tests: Test[] = fceMarkedEssays().map((essay) => ({
    text: essay.text,
    certificate: b2First(essay.text),
    edits: correctEssay(essay.text).edits,
    mark: essay.marks.answer!,
  }));
  console.log(
    `\nCalibration: FCE train (${school.length} answers) as one school's graded B2 First essays, graded FCE dev (${tests.length} answers) against the examiners\n`,
  );
  console.log("| graded essays | Spearman | Pearson | calibration (cross-validated on the school's essays) |");
  console.log("|---|---|---|---|");
  row("0 (hand-set model)", tests, new Map());
  for (const size of [...SIZES, school.length]) {
    // One calibration for B2 First: its formats are marked on the same four criteria.
    const examples: GradedExample[] = school.slice(0, size).map((essay) => ({
      text: essay.text,
      edits: essay.edits,
      certificate: essay.certificate,
      grade: Math.min(20, essay.band * 4),
    }));
    const fitStarted = performance.now();
    const calibration = calibrate(examples, "cambridge-b2-first:essay");
    const fitMs = performance.now() - fitStarted;
    const calibrations = new Map(
      ["cambridge-b2-first:essay", "cambridge-b2-first:email-letter"].map((certificate) => [certificate, calibration]),
    );
    const c = calibration;
    const note = `${c.examples} fitted in ${(fitMs / 1000).toFixed(2)} s, λ ${c.lambda}, sequences ×${c.hash_scale}, mean difference ${c.agreement.total.hand_set.mean_absolute_difference} → ${c.agreement.total.calibrated.mean_absolute_difference}${c.use ? "" : " (not used)"}`;
    row(size === school.length ? `${size} (all)` : String(size), tests, calibrations, note);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

function ellipse() {
  const started = performance.now();
  const certificate = "toefl-ibt:academic-discussion";
  const essays = ellipseEssays().map((essay) => ({
    text: essay.text,
    edits: correctEssay(essay.text).edits,
    mark: essay.marks.Overall!,
  }));
  const folds = 5;
  console.log(
    `\nCalibration: ELLIPSE dev (${essays.length} essays), Overall as a TOEFL iBT writing score, ${folds}-fold\n`,
  );
  console.log("| graded essays per fold | Spearman | Pearson | |");
  console.log("|---|---|---|---|");
  for (const size of [0, 20, 50, 100, 200, Number.POSITIVE_INFINITY]) {
    const grades: number[] = [];
    const marks: number[] = [];
    for (let fold = 0; fold < folds; fold++) {
      const train = essays.filter((_, i) => i % folds !== fold).slice(0, size);
      const test = essays.filter((_, i) => i % folds === fold).map((essay) => ({ ...essay, certificate }));
      const calibrations = new Map(
        size === 0
          ? []
          : [
              [
                certificate,
                calibrate(
                  train.map((essay) => ({
                    text: essay.text,
                    edits: essay.edits,
                    grade_per_certificate_criterion: { "Writing score": essay.mark },
                  })),
                  certificate,
                ),
              ],
            ],
      );
      const result = graded(test, calibrations);
      grades.push(...result.grades);
      marks.push(...result.marks);
    }
    const label =
      size === 0
        ? "0 (hand-set model)"
        : Number.isFinite(size)
          ? String(size)
          : `all (${Math.round((essays.length * (folds - 1)) / folds)})`;
    console.log(`| ${label} | ${fmt(spearman(grades, marks))} | ${fmt(pearson(grades, marks))} | |`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/** The product's rule: a correction the school's teachers made this many times is remembered. */
const REMEMBER_AFTER = 3;
/** …and stops being suggested once under this share of the times its words were met since were kept. */
const KEPT_AT_LEAST = 0.6;

function rememberedCorrections() {
  const started = performance.now();
  type Entry = SchoolCorrection & { count: number; kept: number; rejected: number; left: number };
  const seen = new Map<string, Entry>();
  const keptEnough = (entry: Entry) => {
    const met = entry.kept + entry.rejected + entry.left;
    return met === 0 || entry.kept / met >= KEPT_AT_LEAST;
  };
  const active = () => [...seen.values()].filter((entry) => entry.count >= REMEMBER_AFTER && keptEnough(entry));
  for (const essay of fceEditedEssays("train")) {
    // The school's remembered corrections are suggested on each new essay; its teacher keeps those
    // the gold edits make and rejects the others, leaves as written the words of the others that
    // would apply, then adds the rest of their own.
    const golden = new Set(essay.edits.map((edit) => `${edit.start}:${edit.end}:${edit.correction}`));
    const suggested = active();
    for (const match of findSchoolCorrections(essay.text, suggested)) {
      const entry = match.correction as Entry;
      if (golden.has(`${match.start}:${match.end}:${entry.replacement}`)) entry.kept++;
      else entry.rejected++;
    }
    const suggestedSet = new Set(suggested);
    const unsuggested = [...seen.values()].filter((entry) => !suggestedSet.has(entry));
    for (const match of findSchoolCorrections(essay.text, unsuggested)) {
      if (essay.edits.every((edit) => edit.end <= match.start || edit.start >= match.end))
        (match.correction as Entry).left++;
    }
    for (const edit of essay.edits) {
      const original = essay.text.slice(edit.start, edit.end);
      if (!original.trim()) continue;
      const key = `${original}\u0000${edit.correction}`;
      const entry = seen.get(key) ?? {
        original,
        replacement: edit.correction,
        explanation: "",
        before: [],
        after: [],
        count: 0,
        kept: 0,
        rejected: 0,
        left: 0,
      };
      const { before, after } = correctionContext(essay.text, edit.start, edit.end);
      if (!entry.before.includes(before)) entry.before.push(before);
      if (!entry.after.includes(after)) entry.after.push(after);
      entry.count++;
      seen.set(key, entry);
    }
  }
  const remembered = active();
  let suggested = 0;
  let right = 0;
  let gold = 0;
  for (const essay of fceEditedEssays("dev")) {
    const golden = new Set(essay.edits.map((edit) => `${edit.start}:${edit.end}:${edit.correction}`));
    gold += golden.size;
    for (const match of findSchoolCorrections(essay.text, remembered)) {
      suggested++;
      if (golden.has(`${match.start}:${match.end}:${match.correction.replacement}`)) right++;
    }
  }
  console.log(
    `\nRemembered corrections: FCE train's edits as one school's teachers' corrections, suggested on FCE dev (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  console.log(
    "| corrections seen | remembered (made ≥ 3 times, ≥ 60% kept of the times met since) | suggestions on FCE dev | precision | share of gold edits supplied |",
  );
  console.log("|---|---|---|---|---|");
  console.log(
    `| ${seen.size} | ${remembered.length} | ${suggested} | ${fmt(right / Math.max(1, suggested))} | ${fmt(right / gold)} (${right} of ${gold}) |`,
  );
}

if (!available()) {
  console.error(`Benchmark data not found in ${DATA_DIR} (set REDPEN_BENCH_DATA).`);
  process.exitCode = 1;
} else {
  rememberedCorrections();
  fce();
  ellipse();
}
