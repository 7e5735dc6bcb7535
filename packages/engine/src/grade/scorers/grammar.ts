import type { ScorerInput } from "./scorer";
import { expectationsFor, scale } from "../scale";

const NOT_GRAMMAR = ["spelling", "word choice", "collocation", "capitalisation", "punctuation"];

/** Grammatical range and accuracy: complex sentences, and few grammar errors per 100 words. */
export function grammarStrength({ evidence, option }: ScorerInput): number {
  const errors = Object.entries(evidence.errors_by_category).reduce((sum, [category, count]) => sum + (NOT_GRAMMAR.includes(category) ? count * 0.3 : count), 0);
  const errorRate = evidence.words ? (errors / evidence.words) * 100 : 0;
  const range = scale(evidence.complex_sentence_share, ...expectationsFor(option).complexShare);
  return 0.65 * (1 - scale(errorRate, 0, 8)) + 0.35 * range;
}
