import type { ScorerInput } from "./scorer";
import { scale } from "../scale";

/** How fully the task is answered: length against the format's word range, and the topic taken up. */
export function contentStrength({ evidence }: ScorerInput): number {
  const { words, min_words, max_words, topic_overlap } = evidence;
  const length = words < min_words ? scale(words, min_words * 0.4, min_words) : max_words && words > max_words ? 1 - 0.5 * scale(words, max_words, max_words * 1.6) : 1;
  const relevance = topic_overlap === null ? 1 : 0.4 + 0.6 * scale(topic_overlap, 0.05, 0.4);
  return length * relevance;
}
