import { ADVERB_ERRORS } from "./adverbs";
import { AGREEMENT_ERRORS } from "./agreement";
import { ARTICLE_ERRORS } from "./articles";
import { DOUBLE_NEGATIVE_ERRORS } from "./double-negatives";
import { GENERAL_NOUN_ERRORS } from "./general-nouns";
import { JOB_OR_COMPARATIVE_ERRORS } from "./job-or-comparative";
import { COMPARISON_ERRORS } from "./comparison";
import { CONFUSABLE_ERRORS } from "./confusables";
import { CONDITIONAL_ERRORS } from "./conditionals";
import { COUNTABLE_ERRORS } from "./countable";
import { DURATION_ERRORS } from "./duration";
import { FIRST_MENTION_ARTICLE_ERRORS } from "./first-mention-articles";
import { FIXED_PHRASE_ERRORS } from "./fixed-phrases";
import { PREPOSITION_ERRORS } from "./prepositions";
import { SHORT_COMPARATIVE_ERRORS } from "./short-comparatives";
import { MOST_OF_ERRORS } from "./most-of";
import { NOUN_NUMBER_ERRORS } from "./noun-number";
import { SUBJECT_PRONOUN_ERRORS } from "./subject-pronoun";
import { TENSE_ERRORS } from "./tense";
import { THERE_BE_ERRORS } from "./there-be";
import type { EverydayErrorKind } from "./types";
import { UNCOUNTABLE_PLURAL_ERRORS } from "./uncountable-plurals";
import { VERB_PATTERN_ERRORS } from "./verb-patterns";
import { VERB_PREPOSITION_ERRORS } from "./verb-prepositions";
import { VERY_ADJECTIVE_ERRORS } from "./very-adjective";
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
  JOB_OR_COMPARATIVE_ERRORS,
  THERE_BE_ERRORS,
  MOST_OF_ERRORS,
  SUBJECT_PRONOUN_ERRORS,
  DOUBLE_NEGATIVE_ERRORS,
  ADVERB_ERRORS,
  NOUN_NUMBER_ERRORS,
  VERY_ADJECTIVE_ERRORS,
  GENERAL_NOUN_ERRORS,
];
