/**
 * `@redpen/engine/testing`: what the tests of other workspaces (the api's, the browser tests, the
 * benchmarks) take from the engine's own test kit. This entry holds the plain-text parts: learner
 * essays, the reading's error rates, name lines and a local chat-completions server. Drawn pages
 * are in `@redpen/engine/testing/pages`, their photographs in `@redpen/engine/testing/photos`,
 * graded essays and the grader in `@redpen/engine/testing/grading`, so that a test loads the canvas,
 * sharp or the grader only when it uses them. Product code never imports them (a lint rule keeps them to tests, benchmarks and scripts).
 */
export { ESSAY_TEXT, GRANDMOTHER_PAGE, SAMPLE_ESSAY, SAMPLE_PAGES, SHORT_TEXT } from "./correct/testing/learner-essays";
export { chatReply, startChatCompletionsServer } from "./llm/testing/chat-completions-server";
export { characterErrorRate, wordErrorRate } from "./transcribe/testing/character-error-rate";
export { nameLine, type NameLineStyle, type PageHeader } from "./transcribe/testing/name-lines";
