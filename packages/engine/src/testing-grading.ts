/**
 * `@redpen/engine/testing/grading`: essays a school has graded, and the grader that advises on
 * them, for tests of a school's calibration; the words that tell each band's descriptor apart.
 */
export { essay as gradedEssay } from "./grade/testing/graded-essays";
export { gradeEssay } from "./grade/grade-essay";
export { CAMBRIDGE_BAND_WORDS, IELTS_BAND_WORDS } from "./catalogue/testing/band-words";
