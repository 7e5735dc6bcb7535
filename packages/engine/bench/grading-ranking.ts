/**
 * The grading benchmark's ranking figures (printed by grading.bench.ts):
 * - Spearman of the advised total with the examiners' mark on all FCE answers with a regular mark
 *   (train and dev, B2 First, the examiners' band) and on ELLIPSE dev (its Overall score as a
 *   TOEFL iBT writing score), first with the hand-set model, then with a school's calibration
 *   5-fold: each fold graded by a calibration fitted on the other four (internal evaluation only;
 *   nothing fitted here ships).
 * - The totals of our own weak, plain B2 and C2 answers to each certificate family's task
 *   (src/grade/testing/task-essays.ts), which must come out in that order.
 */
import { listCertificateOptions } from "../src/catalogue/catalogue";
import { correctEssay } from "../src/correct/correct-essay";
import type { Edit } from "../src/correct/types";
import { calibrate } from "../src/grade/calibrate";
import type { GradedExample } from "../src/grade/calibration";
import { spearman } from "../src/grade/correlation";
import { gradeEssay } from "../src/grade/grade-essay";
import { taskEssaysFor } from "../src/grade/testing/task-essays";
import { ellipseEssays, fceMarkedEssays, fceTrainEssays } from "./datasets";

const FOLDS = 5;
const B2_FIRST_GRADE_MAX = 20;

interface Marked {
  text: string;
  edits: Edit[];
  certificate: string;
  mark: number;
}

const b2First = (text: string) =>
  /^\s*(dear|to whom)/im.test(text.slice(0, 300)) ? "cambridge-b2-first:email-letter" : "cambridge-b2-first:essay";

function fceAnswers(): Marked[] {
  const answers = [
    ...fceTrainEssays().map((essay) => ({ text: essay.text, mark: essay.band })),
    ...fceMarkedEssays().map((essay) => ({ text: essay.text, mark: essay.marks.answer! })),
  ];
  return answers.map((answer) => ({
    ...answer,
    certificate: b2First(answer.text),
    edits: correctEssay(answer.text).edits,
  }));
}

function ellipseAnswers(): Marked[] {
  return ellipseEssays().map((essay) => ({
    text: essay.text,
    mark: essay.marks.Overall!,
    certificate: "toefl-ibt:academic-discussion",
    edits: correctEssay(essay.text).edits,
  }));
}

/** Spearman of the totals with the marks, the hand-set model's or each fold's calibration's. */
function rankAgreement(answers: Marked[], example?: (answer: Marked) => GradedExample): number {
  const grades: number[] = [];
  const marks: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const calibration =
      example && calibrate(answers.filter((_, i) => i % FOLDS !== fold).map(example), answers[0]!.certificate);
    for (const answer of answers.filter((_, i) => i % FOLDS === fold)) {
      // Forced on, to measure the calibration itself; the product falls back when `use` is false.
      const options = calibration ? { calibration: { ...calibration, use: true } } : {};
      const result = gradeEssay(answer.text, answer.edits, answer.certificate, undefined, options);
      if (!result.estimated) continue;
      grades.push(result.grade);
      marks.push(answer.mark);
    }
  }
  return spearman(grades, marks);
}

/** Prints Spearman per data set, with the hand-set model and with a school's calibration. */
export function printRankAgreement(): void {
  const started = performance.now();
  const fce = fceAnswers();
  const ellipse = ellipseAnswers();
  const rows: [string, number, number][] = [
    [
      `FCE train and dev (${fce.length} answers, examiners' band)`,
      rankAgreement(fce),
      rankAgreement(fce, (answer) => ({
        text: answer.text,
        edits: answer.edits,
        certificate: answer.certificate,
        grade: Math.min(B2_FIRST_GRADE_MAX, answer.mark * 4),
      })),
    ],
    [
      `ELLIPSE dev (${ellipse.length} essays, Overall as a TOEFL writing score)`,
      rankAgreement(ellipse),
      rankAgreement(ellipse, (answer) => ({
        text: answer.text,
        edits: answer.edits,
        grade_per_certificate_criterion: { "Writing score": answer.mark },
      })),
    ],
  ];
  console.log(
    `\nGrading: Spearman of the advised total with the examiners' marks, hand-set and with a school's calibration (${FOLDS}-fold, held out) (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  console.log("| data set | uncalibrated | calibrated |");
  console.log("|---|---|---|");
  for (const [name, plain, calibrated] of rows)
    console.log(`| ${name} | ${plain.toFixed(3)} | ${calibrated.toFixed(3)} |`);
}

/** Prints each certificate option's totals of its family's weak, plain B2 and C2 answers, and whether they are in order. */
export function printEssayOrders(): void {
  console.log("\nGrading: our own weak, plain B2 and C2 answers to each family's task, totals\n");
  console.log("| certificate | weak | plain B2 | C2 | in order |");
  console.log("|---|---|---|---|---|");
  for (const option of listCertificateOptions()) {
    const essays = taskEssaysFor(option.id);
    const totals = [essays.weak, essays.plain, essays.c2].map((text) => {
      const result = gradeEssay(text, correctEssay(text).edits, option.id, essays.task);
      return result.estimated ? result.grade : Number.NaN;
    });
    const [weak, plain, c2] = totals as [number, number, number];
    const order = weak < plain && plain < c2 ? "yes" : weak <= plain && plain <= c2 ? "ties" : "no";
    console.log(`| ${option.id} | ${weak} | ${plain} | ${c2} | ${order} |`);
  }
}
