/**
 * `@redpen/engine/testing/pages`: essay pages drawn in printed and handwriting-style fonts, for
 * tests and benchmarks of reading photos and scans.
 */
export { HANDWRITING_FONTS, sizeForXHeight } from "./transcribe/testing/fonts";
export { type PageSpec, renderPage, renderPageWithText, seededRandom } from "./transcribe/testing/render-page";
