/**
 * `@redpen/engine/testing`: what the tests of other workspaces (the api's, the browser tests, the
 * benchmarks) take from the engine's own test kit: learner essays, rendered and photographed
 * pages, their reading's error rates, a local chat-completions server and the grader. Product code
 * never imports it (a lint rule keeps it to tests, benchmarks and scripts).
 */
export { ESSAY_TEXT, GRANDMOTHER_PAGE, SAMPLE_ESSAY, SAMPLE_PAGES, SHORT_TEXT } from "./correct/testing/learner-essays";
export { essay as gradedEssay } from "./grade/testing/graded-essays";
export { gradeEssay } from "./grade/grade-essay";
export { chatReply, startChatCompletionsServer } from "./llm/testing/chat-completions-server";
export { characterErrorRate, wordErrorRate } from "./transcribe/testing/character-error-rate";
export { HANDWRITING_FONTS, sizeForXHeight } from "./transcribe/testing/fonts";
export { nameLine, type NameLineStyle, type PageHeader } from "./transcribe/testing/name-lines";
export { everydayPhoto, photograph, photographOnDesk } from "./transcribe/testing/photograph-page";
export { type PageSpec, renderPage, renderPageWithText, seededRandom } from "./transcribe/testing/render-page";
