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
  /** Share of content words beyond the 3,000 most frequent English words. */
  less_common_word_share: number;
  mean_sentence_length: number;
  /** Share of sentences with a subordinate clause (because, although, which, if…). */
  complex_sentence_share: number;
  /** The distinct linking words and phrases used. */
  linking_devices: string[];
  /** Share of the topic's content words the essay takes up, or null without a topic. */
  topic_overlap: number | null;
  /** Share of words an English dictionary knows. */
  english_word_share: number;
}

/** One criterion's score, with the descriptor wording of the band it matches. */
export interface CriterionGrade {
  name: string;
  max: number;
  score: number;
  descriptor: string;
}

export type GradeResult =
  | { estimated: true; grade: number; grade_max: number; criteria: CriterionGrade[]; evidence: EssayEvidence }
  | { estimated: false; reason: string; grade_max: number; evidence: EssayEvidence };
