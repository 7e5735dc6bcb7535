import { applyEdits, type EngineEdit, type GradePerCriterion, type GradeReasons } from "@redpen/contract";
import { engineEditOf } from "../correct/engine-edit";
import { suggestSchoolCorrections, type SuggestedCorrection } from "../correct/school-corrections";
import type { CorrectionResult } from "../correct/types";
import { type Document, readDocument } from "../document/document";
import type { Calibration } from "../grade/calibration";
import { gradeReasons } from "../grade/reasons";
import type { GradeResult } from "../grade/types";
import { correctWithProvider } from "../llm/correct-with-llm";
import { suggestFeedbackWithProvider, type ProviderFeedback } from "../llm/feedback-with-llm";
import { gradeWithProvider, type ProviderGradeResult, type ProviderOptions } from "../llm/grade-with-llm";

/**
 * The engine's one pipeline for a new essay: correct, grade, draft the student's feedback. Each
 * step asks the LLM provider when one is configured (`llm`) and falls back to the offline engine
 * by itself; without one it is the offline engine. The api (its engine thread) and the command
 * line both assess through here.
 */

/** Where the steps go, and what the grading knows of the essay's task and school. */
export interface AssessOptions extends ProviderOptions {
  /** The task the essay answers, when known (grading measures how far the essay takes it up). */
  topic?: string;
  /** The school's calibration of the advised grades, when it has one to use. */
  calibration?: Calibration;
}

/** A text corrected, and graded with the correction's edits as evidence. */
export interface GradedCorrection {
  correction: CorrectionResult;
  grades: ProviderGradeResult;
}

/** Corrects the text and grades it for the certificate option (its id), as assessEssay does before the feedback. */
export async function correctAndGrade(
  text: string,
  certificate: string,
  options: AssessOptions = {},
): Promise<GradedCorrection> {
  return correctAndGradeDocument(readDocument(typeof text === "string" ? text : ""), certificate, options);
}

/** Correction and grading on one document: the grader reads the words the rules read. */
async function correctAndGradeDocument(
  doc: Document,
  certificate: string,
  { topic, calibration, ...provider }: AssessOptions,
): Promise<GradedCorrection> {
  const correction = await correctWithProvider(doc, provider);
  const grades = await gradeWithProvider(doc, correction.edits, certificate, topic, { ...provider, calibration });
  return { correction, grades };
}

/** What assessEssay also takes: the school's corrections to suggest. */
export interface AssessEssayOptions extends AssessOptions {
  schoolCorrections?: readonly SuggestedCorrection[];
}

/** An essay assessed: its correction and grades, the student's feedback, and the marking the teacher is shown. */
export interface EssayAssessment extends GradedCorrection {
  feedback: ProviderFeedback;
  /** The correction's edits and the school's suggestions, in text order (the suggestions are not graded). */
  edits: EngineEdit[];
  /** The text with all of `edits` applied. */
  corrected: string;
  /** The ids of the school's corrections suggested, once each. */
  suggested: string[];
}

/**
 * Corrects the text, grades it for the certificate option (its id; with the school's calibration
 * when given) and drafts the student's feedback; then adds the school's corrections
 * where they apply and no edit of the correction stands on their words. The text is read once:
 * correction, grading and feedback share one document, as Harper's linters do.
 */
export async function assessEssay(
  text: string,
  certificate: string,
  { schoolCorrections = [], ...options }: AssessEssayOptions = {},
): Promise<EssayAssessment> {
  const doc = readDocument(typeof text === "string" ? text : "");
  const { correction, grades } = await correctAndGradeDocument(doc, certificate, options);
  const feedback = await suggestFeedbackWithProvider(doc, correction.edits, grades, certificate, {
    llm: options.llm,
    log: options.log,
  });
  const school = suggestSchoolCorrections(doc.text, correction.edits, schoolCorrections);
  const suggested = school.suggested.length > 0;
  return {
    correction,
    grades,
    feedback,
    edits: (suggested ? school.edits : correction.edits).map(engineEditOf),
    corrected: suggested ? applyEdits(doc.text, school.edits) : correction.corrected,
    suggested: school.suggested,
  };
}

/** The advised grades as an essay stores them, with why each criterion's: null where they could not be estimated. */
export interface AdvisedGrades {
  grade: number | null;
  grade_max: number | null;
  grade_per_certificate_criterion: GradePerCriterion | null;
  grade_reasons: GradeReasons | null;
}

export function advisedGrades(grades: GradeResult): AdvisedGrades {
  return {
    grade: grades.estimated ? grades.grade : null,
    grade_max: grades.grade_max,
    grade_per_certificate_criterion: grades.estimated
      ? Object.fromEntries(grades.criteria.map((criterion) => [criterion.name, criterion.score]))
      : null,
    grade_reasons: gradeReasons(grades),
  };
}
