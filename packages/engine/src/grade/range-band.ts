import type { CriterionArea } from "../catalogue/types";
import type { EssayEvidence } from "./types";

/**
 * The highest band an essay's range allows, on the B2 First band scale (band 3 adequate at B2,
 * band 5 at C1), so that the top bands are earned by range used with control and not by the
 * absence of errors alone. Set by hand, as the rest of the rubric: a typical B2 First answer
 * reaches the middle of the scale, and each spread beyond it is worth a band.
 */

/** Where a typical B2 answer sits on a range measure, and how far answers spread around it. */
const LEXICAL = { typical: 0.2, spread: 0.1 };
const SYNTACTIC = { typical: 0.5, spread: 0.3 };
/** The band a typical B2 answer's range allows. */
const TYPICAL_BAND = 3.5;
/** How far above its range band a criterion may still go: accuracy and organisation carry the rest. */
const HEADROOM: Partial<Record<CriterionArea, number>> = {
  language: 0.5,
  vocabulary: 0.5,
  grammar: 0.5,
  communication: 1,
  overall: 1,
};

const lexical = (evidence: EssayEvidence) => (evidence.less_common_word_share - LEXICAL.typical) / LEXICAL.spread;
const syntactic = (evidence: EssayEvidence) =>
  (evidence.clauses_per_sentence +
    evidence.passives_per_sentence +
    evidence.conditionals_per_sentence -
    SYNTACTIC.typical) /
  SYNTACTIC.spread;

/** The range's band for a criterion's area: vocabulary reads the words, grammar the structures, the rest both. */
export function rangeBand(area: CriterionArea, evidence: EssayEvidence): number {
  const index =
    area === "vocabulary"
      ? lexical(evidence)
      : area === "grammar"
        ? syntactic(evidence)
        : 0.6 * lexical(evidence) + 0.4 * syntactic(evidence);
  return TYPICAL_BAND + index;
}

/** The most a criterion of this area may get for the essay's range (no limit for areas range does not bear on). */
export function rangeCeiling(area: CriterionArea, evidence: EssayEvidence): number {
  const headroom = HEADROOM[area];
  return headroom === undefined ? Number.POSITIVE_INFINITY : rangeBand(area, evidence) + headroom;
}
