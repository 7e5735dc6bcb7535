import type { ScorerInput } from "./scorer";
import { expectationsFor, scale } from "../scale";

const VOCABULARY_ERRORS = ["spelling", "word choice", "collocation"];

/** Range and control of vocabulary: diversity, less common words, and few spelling or word-choice errors. */
export function vocabularyStrength({ evidence, option }: ScorerInput): number {
  const { diversity, lessCommon } = expectationsFor(option);
  const errors = VOCABULARY_ERRORS.reduce((sum, category) => sum + (evidence.errors_by_category[category] ?? 0), 0);
  const errorRate = evidence.words ? (errors / evidence.words) * 100 : 0;
  return 0.35 * scale(evidence.lexical_diversity, ...diversity) + 0.35 * scale(evidence.less_common_word_share, ...lessCommon) + 0.3 * (1 - scale(errorRate, 0, 6));
}
