import { AGREEMENT_ERRORS } from "./agreement";
import { ARTICLE_ERRORS } from "./articles";
import { COMPARISON_ERRORS } from "./comparison";
import { CONFUSABLE_ERRORS } from "./confusables";
import { CONDITIONAL_ERRORS } from "./conditionals";
import { COUNTABLE_ERRORS } from "./countable";
import { DURATION_ERRORS } from "./duration";
import { FIRST_MENTION_ARTICLE_ERRORS } from "./first-mention-articles";
import { FIXED_PHRASE_ERRORS } from "./fixed-phrases";
import { PREPOSITION_ERRORS } from "./prepositions";
import { SHORT_COMPARATIVE_ERRORS } from "./short-comparatives";
import { TENSE_ERRORS } from "./tense";
import type { EverydayErrorKind } from "./types";
import { UNCOUNTABLE_PLURAL_ERRORS } from "./uncountable-plurals";
import { VERB_PATTERN_ERRORS } from "./verb-patterns";
import { VERB_PREPOSITION_ERRORS } from "./verb-prepositions";
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
  FIRST_MENTION_ARTICLE_ERRORS,
  FIXED_PHRASE_ERRORS,
  VERB_PREPOSITION_ERRORS,
  DURATION_ERRORS,
  UNCOUNTABLE_PLURAL_ERRORS,
  CONDITIONAL_ERRORS,
  SHORT_COMPARATIVE_ERRORS,
];
