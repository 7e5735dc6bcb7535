/**
 * `@redpen/engine/testing/grading`: essays a school has graded, and the grader that advises on
 * them, for tests of a school's calibration.
 */
export { essay as gradedEssay } from "./grade/testing/graded-essays";
export { gradeEssay } from "./grade/grade-essay";
