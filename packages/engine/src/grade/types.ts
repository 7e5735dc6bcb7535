import type { CriterionArea } from "../catalogue/types";
import type { Closing } from "./essay-facts";

/** What the grade is computed from, returned with it so that a teacher sees why. */
export interface EssayEvidence {
  words: number;
  sentences: number;
  paragraphs: number;
  /** The format's official word range. */
  min_words: number;
  max_words: number | null;
  errors: number;
  errors_per_100_words: number;
  errors_by_category: Record<string, number>;
  /** Moving-average type-token ratio over 50-word windows (plain ratio for shorter texts), 0 to 1. */
  lexical_diversity: number;
  /** Share of content words beyond the 3,000 most frequent English words (words a dictionary knows). */
  less_common_word_share: number;
  /** Dependent clauses per sentence: subordinate and relative clauses, and clauses opened by a participle. */
  clauses_per_sentence: number;
  /** Passives per sentence ("is built", "were given"). */
  passives_per_sentence: number;
  /** Conditionals per sentence ("if", "unless", "Were they to…"). */
  conditionals_per_sentence: number;
  mean_sentence_length: number;
  /** Share of sentences with a subordinate clause (because, although, which, if…). */
  complex_sentence_share: number;
  /** The clause words used (although, which, if…), lower case, in order of first use. */
  clause_words: string[];
  /** The distinct linking words and phrases used. */
  linking_devices: string[];
  /** Share of the topic's content words the essay takes up, or null without a topic. */
  topic_overlap: number | null;
  /** How many of the task's notes the essay takes up, of how many; null when the task lists none. */
  notes: { covered: number; given: number } | null;
  /** Whether it adds an idea of its own beyond the notes; null when the task does not ask for one. */
  own_idea: boolean | null;
  /** Why the text does not seem to answer the task (another topic, the task copied), for the teacher to check; null when it does. */
  off_task: string | null;
  /** Share of words an English dictionary knows. */
  english_word_share: number;
  /** Whether the writer says what they think near the start (its first paragraph, or first two sentences): "In my opinion", "I believe"… */
  opinion_at_start: boolean;
  /** How the text ends: a last paragraph of its own that sums up ("In conclusion", "That is why I think", the writer's view again…), only its last sentences (a text in one paragraph), or neither. */
  closing: Closing;
  /** The names of the advanced structures the text uses, of `ADVANCED_STRUCTURES` ("If I had…, I would…"). */
  advanced_structures: string[];
}

/** One criterion's score, with the descriptor wording of the band it matches. */
export interface CriterionGrade {
  name: string;
  /** What it assesses (the reasons of its grade pick their evidence by it). */
  area: CriterionArea;
  max: number;
  score: number;
  descriptor: string;
}

/**
 * The grading model's own estimates on ELLIPSE's analytic scale (1 to 5, as in its rubric), for
 * outside benchmarks and for teachers who want more than the exam's criteria.
 */
export interface AnalyticEstimates {
  cohesion: number;
  syntax: number;
  vocabulary: number;
  phraseology: number;
  grammar: number;
  conventions: number;
  /** The mean of the six. */
  overall: number;
}

export type GradeResult =
  | {
      estimated: true;
      grade: number;
      grade_max: number;
      criteria: CriterionGrade[];
      evidence: EssayEvidence;
      /** The model's analytic estimates (1 to 5, two decimals). */
      analytic: AnalyticEstimates;
      /** The estimated CEFR level of the writing: A1, A2, B1, B2, C1 or C2. */
      cefr: string;
      /** The same on a continuous scale, A1 = 1 … C2 = 6 (4.5 is the middle of B2), two decimals; a regression estimate, so it leans towards the middle levels. */
      cefr_score: number;
    }
  | { estimated: false; reason: string; grade_max: number; evidence: EssayEvidence };
