import { cefrNumber } from "../catalogue/cefr";
import type { CertificateOption, Criterion, CriterionArea } from "../catalogue/types";
import { type GradingModel, languageScore, type Linking, link, type ModelEstimates } from "./grading-model";
import { rangeCeiling } from "./range-band";
import type { EssayEvidence } from "./types";

/**
 * Turns the model's estimates into each official criterion's score, by the criterion's area and the
 * certificate's band scale (catalogue/certificates.ts), never by names. Every estimate is first put on
 * the B2 First band scale by the model's links (band 3 is adequate at B2). On an "exam-level" scale
 * the exam's CEFR level then shifts what counts as band 3 by the model's bands per CEFR level; a
 * "cefr-linear" scale is reached through the CEFR scale and the exam's public alignment. Content and
 * task criteria also lose bands for a length outside the format's range and for a text off the topic;
 * language and communication criteria reach no higher than the essay's range allows (range-band.ts).
 */

const B2 = 4;
const MID_B1 = 3.5;

/** The estimates on the B2 First band scale. */
interface Bands {
  fce: number;
  cefr: number;
  language: number;
  vocabulary: number;
  grammar: number;
  cohesion: number;
}

/** Linked estimates are kept within a band of the scale's ends, so that one extreme estimate cannot outweigh the others. */
const BAND_RANGE: [number, number] = [-1, 7];

function linkedBands(estimates: ModelEstimates, model: GradingModel): Bands {
  const { analytic } = estimates;
  const band = (linking: Linking, value: number) =>
    Math.min(BAND_RANGE[1], Math.max(BAND_RANGE[0], link(linking, value)));
  return {
    fce: band(model.links.fce, estimates.fce),
    cefr: band(model.links.cefr, estimates.cefr),
    language: band(model.links.language, languageScore(analytic)),
    vocabulary: band(model.links.language, (analytic.vocabulary + analytic.phraseology) / 2),
    grammar: band(model.links.language, (analytic.grammar + analytic.syntax + analytic.conventions) / 3),
    cohesion: band(model.links.cohesion, analytic.cohesion),
  };
}

const mean = (...values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The B2 First band estimate carries the holistic criteria (content, communicative achievement);
 * for the others it weighs two thirds beside the matching analytic estimate's third, so that
 * the total follows the holistic judgement and each criterion still leans on its own measures. The CEFR estimate joins only TOEFL's single score, which spans the whole text.
 */
const HOLISTIC_WEIGHT = 2 / 3;
const beside = (holistic: number, analytic: number) => HOLISTIC_WEIGHT * holistic + (1 - HOLISTIC_WEIGHT) * analytic;

function kindBand(kind: CriterionArea, bands: Bands): number {
  switch (kind) {
    case "content":
    case "communication":
      return bands.fce;
    case "organisation":
      return beside(bands.fce, bands.cohesion);
    case "language":
      return beside(bands.fce, bands.language);
    case "vocabulary":
      return beside(bands.fce, bands.vocabulary);
    case "grammar":
      return beside(bands.fce, bands.grammar);
    case "overall":
      return mean(
        bands.fce,
        bands.fce,
        beside(bands.fce, bands.cohesion),
        beside(bands.fce, bands.language),
        bands.cefr,
      );
  }
}

const scale = (value: number, low: number, high: number) => Math.min(1, Math.max(0, (value - low) / (high - low)));

/** Bands lost for a length outside the format's range, a text off the topic, and notes of the task left out. */
export function taskPenalty(evidence: EssayEvidence): number {
  const { words, min_words, max_words, topic_overlap, notes, own_idea } = evidence;
  const short = words < min_words ? 2 * (1 - scale(words, min_words * 0.4, min_words)) : 0;
  // A text well beyond the range no longer does what the task asks: up to two bands by twice the
  // most words, and a third by four times.
  const long =
    max_words && words > max_words
      ? 2 * scale(words, max_words * 1.1, max_words * 2) + scale(words, max_words * 2, max_words * 4)
      : 0;
  const offTopic = topic_overlap === null ? 0 : 1.5 * (1 - scale(topic_overlap, 0.05, 0.4));
  // Each note the task gives and the essay leaves out is a band; the student's own idea half of one.
  const missing = (notes ? notes.given - notes.covered : 0) + (own_idea === false ? 0.5 : 0);
  return short + long + offTopic + missing;
}

/** The highest score under a pass on the option's scale: band 2 of Cambridge's, below B1's middle on IELTS and TOEFL. */
export function belowPass(option: CertificateOption): number {
  return option.scale.cefr.kind === "exam-level" ? 2 : Math.floor(option.scale.cefr.at_mid_b1);
}

/** The inverse of a link: from its target scale back to the estimate's. */
const unlink = (linking: Linking, value: number) =>
  linking.from_mean + ((value - linking.to_mean) * linking.from_sd) / linking.to_sd;

/** A criterion's score before rounding, from the estimates, the evidence and the certificate option. */
export function criterionScore(
  criterion: Pick<Criterion, "area">,
  option: CertificateOption,
  estimates: ModelEstimates,
  evidence: EssayEvidence,
  model: GradingModel,
): number {
  const band = Math.min(
    kindBand(criterion.area, linkedBands(estimates, model)),
    rangeCeiling(criterion.area, evidence),
  );
  let aligned = alignedBand(band, option, model);
  // The task's penalty counts from the top of the scale at most, so that a strong writer's text
  // far beyond the word range still loses the top band for Content.
  if (criterion.area === "content")
    aligned = Math.min(aligned, option.scale.max) - taskPenalty(evidence) * bandsOfScale(option, model);
  // A text that does not answer the task is not advised a passing mark for it.
  const answersTask = evidence.off_task === null || (criterion.area !== "content" && criterion.area !== "overall");
  return answersTask ? aligned : Math.min(aligned, belowPass(option));
}

/** How many of the option's bands one band of the B2 First scale is worth. */
function bandsOfScale(option: CertificateOption, model: GradingModel): number {
  const alignment = option.scale.cefr;
  const bandsPerLevel = model.links.cefr.to_sd / model.links.cefr.from_sd;
  return alignment.kind === "exam-level" ? 1 : alignment.per_level / bandsPerLevel;
}

/** A band on the B2 First scale put on the option's own scale. */
function alignedBand(band: number, option: CertificateOption, model: GradingModel): number {
  const alignment = option.scale.cefr;
  if (alignment.kind === "exam-level") {
    const level = cefrNumber(option.cefr_level);
    if (level === undefined)
      throw new Error(`${option.name} has an exam-level scale but no single CEFR level: ${option.cefr_level}`);
    const bandsPerLevel = model.links.cefr.to_sd / model.links.cefr.from_sd;
    return band - (level - B2) * bandsPerLevel;
  }
  // Through the CEFR scale (the CEFR model's scale, level n spanning [n, n + 1), so mid B1 is 3.5).
  const cefr = unlink(model.links.cefr, band);
  return alignment.at_mid_b1 + alignment.per_level * (cefr - MID_B1);
}
