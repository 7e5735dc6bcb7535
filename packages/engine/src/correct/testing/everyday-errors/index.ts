import { AGREEMENT_ERRORS } from "./agreement";
import { ARTICLE_ERRORS } from "./articles";
import { JOB_OR_COMPARATIVE_ERRORS } from "./job-or-comparative";
import { COMPARISON_ERRORS } from "./comparison";
import { CONFUSABLE_ERRORS } from "./confusables";
import { COUNTABLE_ERRORS } from "./countable";
import { PREPOSITION_ERRORS } from "./prepositions";
import { TENSE_ERRORS } from "./tense";
import type { EverydayErrorKind } from "./types";
import { VERB_PATTERN_ERRORS } from "./verb-patterns";
import { WORD_ORDER_ERRORS } from "./word-order";

export type { EverydayErrorKind } from "./types";

/** The everyday catalogue, kind by kind, in the order the issue lists them. */
export const EVERYDAY_ERRORS: readonly EverydayErrorKind[] = [
  AGREEMENT_ERRORS,
  TENSE_ERRORS,
  CONFUSABLE_ERRORS,
  VERB_PATTERN_ERRORS,
  ARTICLE_ERRORS,
  PREPOSITION_ERRORS,
  COUNTABLE_ERRORS,
  WORD_ORDER_ERRORS,
  COMPARISON_ERRORS,
  JOB_OR_COMPARATIVE_ERRORS,
];
