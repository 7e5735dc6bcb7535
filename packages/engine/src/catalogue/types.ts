/** What an official assessment criterion is about, whatever the exam calls it; "overall" for a single score spanning the whole text. */
export type CriterionArea =
  "content" | "communication" | "organisation" | "language" | "vocabulary" | "grammar" | "overall";

/** One assessment criterion of a certificate, scored from 0 to `max`. */
export interface Criterion {
  name: string;
  max: number;
  /** What it assesses: the grader and the feedback read this, never the name. */
  area: CriterionArea;
  /** The public scale's descriptor of each band, band 0 first (max + 1 of them). */
  descriptors: readonly string[];
}

/**
 * How a certificate's bands line up with the CEFR. "exam-level": band 3 is adequate at the
 * certificate's own CEFR level (Cambridge's scales), one level moving by the grading model's bands per
 * level. "cefr-linear": one scale for every level, band = at_mid_b1 + per_level × (CEFR - mid B1),
 * from the exam's public CEFR alignment (IELTS, TOEFL).
 */
export type CefrAlignment = { kind: "exam-level" } | { kind: "cefr-linear"; at_mid_b1: number; per_level: number };

/** A certificate's band scale: what any text on the page earns, the top band, and how it meets the CEFR. */
export interface BandScale {
  floor: number;
  max: number;
  /** The step between its bands as examiners give them (1: whole bands); a teacher may still grade to 0.01. */
  step: number;
  cefr: CefrAlignment;
}

/** A writing task of a certificate: its format, what it asks for, and the official word range. */
export interface WritingFormat {
  /**
   * The option's stable id, "<certificate>:<format>" in kebab-case (e.g. "cambridge-b2-first:essay").
   * Essays, classes and class sets store it: it never changes, even when the format's label does.
   */
  id: string;
  /** The format's label, e.g. "essay" or "email/letter". */
  format: string;
  format_description: string;
  /** The fewest words the exam asks for. */
  min_words: number;
  /** The most words the exam asks for; null when it sets only a minimum. */
  max_words: number | null;
}

/** An exam certificate with its writing formats and the criteria its examiners mark by. */
export interface CertificateDefinition {
  name: string;
  cefr_level: string;
  formats: WritingFormat[];
  /** Criteria for every format, unless a format has its own in `criteriaByFormat`. */
  criteria: Criterion[];
  criteriaByFormat?: Record<string, Criterion[]>;
  scale: BandScale;
}

/** One choice of the certificate picker: certificate, level and format (GET /essays/certificates). */
export interface CertificateOption {
  /** Stable id written in the catalogue, e.g. "cambridge-b2-first:essay" (see WritingFormat.id). */
  id: string;
  name: string;
  cefr_level: string;
  format: string;
  format_description: string;
  min_words: number;
  max_words: number | null;
  criteria: Criterion[];
  /** The total's maximum: the sum of the criteria maxima. */
  grade_max: number;
  scale: BandScale;
}

/** A certificate as an essay, class or class set stores it: the option's id (null when none matched its labels) and its labels. */
export interface StoredCertificate {
  certificate_id: string | null;
  name: string;
  cefr_level: string;
  format: string;
}
