/**
 * What the tests of every workspace share about the wire, imported as `@redpen/contract/testing`
 * and never by product code (a lint rule keeps it to test files).
 */
import type { Certificate } from "./certificates";

/**
 * Cambridge B2 First's essay, the certificate the tests write for, as an essay carries it: a
 * certificate of the engine's catalogue whose four criteria are marked out of 5 (grade_max 20).
 */
export const B2_FIRST_ESSAY = {
  name: "Cambridge B2 First",
  cefr_level: "B2",
  format: "essay",
} as const satisfies Certificate;

/** The catalogue's id of B2_FIRST_ESSAY, as essays, classes and class sets store it. */
export const B2_FIRST_ESSAY_ID = "cambridge-b2-first:essay";

/** B2_FIRST_ESSAY with its id, as an essay stores it and the engine is asked to grade for it. */
export const B2_FIRST_ESSAY_STORED = { certificate_id: B2_FIRST_ESSAY_ID, ...B2_FIRST_ESSAY };
