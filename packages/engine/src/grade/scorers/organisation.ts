import type { ScorerInput } from "./scorer";
import { scale } from "../scale";

const BASIC_LINKS = new Set(["and", "but", "so", "because", "also", "then"]);

/** How the text hangs together: paragraphs, a range of linking devices, sentences of a readable length. */
export function organisationStrength({ evidence }: ScorerInput): number {
  const expectedParagraphs = evidence.min_words < 100 ? 1 : 3;
  const paragraphs = scale(evidence.paragraphs, 0, expectedParagraphs);
  const advancedLinks = evidence.linking_devices.filter((device) => !BASIC_LINKS.has(device)).length;
  const basicLinks = evidence.linking_devices.length - advancedLinks;
  const linking = Math.min(1, 0.15 * basicLinks + 0.25 * advancedLinks);
  const sentences = evidence.mean_sentence_length >= 6 && evidence.mean_sentence_length <= 28 ? 1 : 0.5;
  return 0.35 * paragraphs + 0.45 * linking + 0.2 * sentences;
}
