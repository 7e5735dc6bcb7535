/** One assessment criterion of a certificate, scored from 0 to `max`. */
export interface Criterion {
  name: string;
  max: number;
}

/** A writing task of a certificate: its format, what it asks for, and the official word range. */
export interface WritingFormat {
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
}

/** One choice of the certificate picker: certificate, level and format (GET /essays/certificates). */
export interface CertificateOption {
  /** Stable id: kebab-case name and format, e.g. "cambridge-b2-first:essay". */
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
}
