import { EVERYDAY_SENTENCES } from "./everyday-sentences";
import { FORMAL_SENTENCES } from "./formal-sentences";

/**
 * Correct sentences across the registers exam candidates write (B1 to C2: informal emails, stories,
 * reviews, articles, reports, essays, formal letters), written for the test that the default rule
 * set leaves every one of them unchanged. None is copied from any corpus.
 */
export const CORRECT_SENTENCES: readonly string[] = [...EVERYDAY_SENTENCES, ...FORMAL_SENTENCES];
