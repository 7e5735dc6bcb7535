import { DENSE_FEATURE_NAMES, HASH_BUCKETS } from "../features";
import type { LinearModel, Standardiser } from "../linear-model";
import type { AnalyticScore, GradingModel, Linking } from "../grading-model-shape";

/**
 * The shipped grading model, set by hand: a proficiency index that weighs a few measures of the
 * essay (errors the engine found, words no dictionary knows, lexical diversity, length, linking
 * words, word length, rarer words, capitals, and range under control: rarer and long words and
 * subordinate clauses weighed by the text's accuracy, so that a precise, accurate C1 or C2 essay
 * rises above a clean but plain B2 one) against a typical learner essay, and scales it to each
 * estimate. Nothing here is fitted by a program: the public essay-scoring data we measure on
 * is licensed for research only, so no shipped weight may be trained on it. The constants are
 * round numbers chosen by hand after looking at how each measure varies across learner essays;
 * `npm run bench:grading` shows how far this is from a model fitted under cross-validation.
 */

/** Where a typical intermediate learner's essay sits on a measure, and how far essays spread around it. */
interface Reference {
  typical: number;
  spread: number;
}

const REFERENCE: Record<string, Reference> = {
  log_errors_per_100: { typical: 0.9, spread: 0.6 },
  not_in_dictionary_share: { typical: 0.01, spread: 0.015 },
  mattr: { typical: 0.76, spread: 0.045 },
  log_words: { typical: 5.5, spread: 0.4 },
  linking_devices: { typical: 4.5, spread: 2 },
  mean_word_length: { typical: 4.2, spread: 0.27 },
  lowercase_sentence_start_share: { typical: 0, spread: 0.1 },
  errors_capitalisation: { typical: 0, spread: 0.5 },
  sd_sentence_length: { typical: 9, spread: 4.5 },
  accurate_rare_word_share: { typical: 0.02, spread: 0.05 },
  accurate_long_word_share: { typical: 0.05, spread: 0.05 },
  accurate_subordinator_rate: { typical: 1.8, spread: 1.75 },
  less_common_word_share: { typical: 0.2, spread: 0.1 },
  passives_per_sentence: { typical: 0.05, spread: 0.05 },
  errors_subject_verb_agreement: { typical: 0, spread: 0.5 },
};

type Weights = Partial<Record<keyof typeof REFERENCE, number>>;

/** The proficiency index: how many spreads better than typical the essay is, weighed. */
const PROFICIENCY: Weights = {
  log_errors_per_100: -0.5,
  // Low: a misspelt word is also an error the engine found, so a heavy weight would count it twice.
  not_in_dictionary_share: -0.1,
  // Lexical diversity is a vocabulary-range measure every rubric names.
  mattr: 0.25,
  log_words: 0.3,
  linking_devices: 0.15,
  // The rarest tenth of a learner's words (log_frequency_p10) is left out: it is mostly misspellings,
  // which errors count, and the rare words that are right are counted under control below.
  accurate_rare_word_share: 0.2,
  accurate_long_word_share: 0.2,
  accurate_subordinator_rate: 0.2,
  lowercase_sentence_start_share: -0.1,
  errors_capitalisation: -0.05,
  less_common_word_share: 0.1,
  passives_per_sentence: 0.05,
  errors_subject_verb_agreement: -0.1,
};

/** What each analytic score weighs beyond the index. */
const EMPHASIS: Record<AnalyticScore, Weights> = {
  cohesion: { linking_devices: 0.15 },
  syntax: { sd_sentence_length: -0.1 },
  vocabulary: { mattr: 0.1, mean_word_length: 0.1 },
  phraseology: {},
  grammar: { log_errors_per_100: -0.1 },
  conventions: { not_in_dictionary_share: -0.1, lowercase_sentence_start_share: -0.1 },
};

/** ELLIPSE's scale: a typical essay's score and how many points one unit of the index is worth. */
const ANALYTIC_TYPICAL = 3.15;
const ANALYTIC_PER_UNIT = 0.25;
/** The B2 First band scale: a typical FCE answer's band (3 is adequate at B2) and the points per unit. */
const BAND_TYPICAL = 3.5;
const BAND_PER_UNIT = 0.8;
/** The CEFR scale (A1 = 1 … C2 = 6): a typical learner essay sits at B1–B2. */
const CEFR_TYPICAL = 3.8;
const CEFR_PER_UNIT = 0.5;

function linear(intercept: number, scale: number, ...weights: Weights[]): LinearModel {
  const dense = DENSE_FEATURE_NAMES.map((name) => scale * weights.reduce((sum, w) => sum + (w[name] ?? 0), 0));
  return { intercept, dense, hashed: [] };
}

const standardiser: Standardiser = {
  mean: DENSE_FEATURE_NAMES.map((name) => REFERENCE[name]?.typical ?? 0),
  sd: DENSE_FEATURE_NAMES.map((name) => REFERENCE[name]?.spread ?? 1),
};

const identity: Linking = { from_mean: 0, from_sd: 1, to_mean: 0, to_sd: 1 };

/** The hand-set model, in the shape the fitted models of the benchmark take. */
export const RUBRIC_MODEL: GradingModel = {
  version: 2,
  buckets: HASH_BUCKETS,
  standardiser,
  idf: [],
  analytic: (["cohesion", "syntax", "vocabulary", "phraseology", "grammar", "conventions"] as const).map((score) =>
    linear(ANALYTIC_TYPICAL, ANALYTIC_PER_UNIT, PROFICIENCY, EMPHASIS[score]),
  ),
  cefr: linear(CEFR_TYPICAL, CEFR_PER_UNIT, PROFICIENCY),
  fce: linear(BAND_TYPICAL, BAND_PER_UNIT, PROFICIENCY),
  links: {
    fce: identity,
    // One CEFR level is two bands: band 3 is B2 (4 on the CEFR scale), band 5 is C1.
    cefr: { from_mean: 4, from_sd: 1, to_mean: 3, to_sd: 2 },
    // ELLIPSE's scale onto the bands: a typical essay there is a typical band.
    language: { from_mean: ANALYTIC_TYPICAL, from_sd: ANALYTIC_PER_UNIT, to_mean: BAND_TYPICAL, to_sd: BAND_PER_UNIT },
    cohesion: { from_mean: ANALYTIC_TYPICAL, from_sd: ANALYTIC_PER_UNIT, to_mean: BAND_TYPICAL, to_sd: BAND_PER_UNIT },
  },
};
