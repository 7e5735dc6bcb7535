import { z } from "zod";
import { PlainText } from "./validation";

/** The certificate an essay is written for, as stored on the essay. */
export const Certificate = z.object({
  /** Certificate name, e.g. "Cambridge B2 First". */
  name: PlainText.min(1).max(200),
  /** CEFR level, e.g. "B2". */
  cefr_level: PlainText.min(1).max(20),
  /** Writing format, e.g. "essay" or "letter". */
  format: PlainText.min(1).max(200),
});
export type Certificate = z.infer<typeof Certificate>;

/**
 * A certificate option's stable id, e.g. "cambridge-b2-first:essay": the key of GET
 * /essays/certificates, stored on essays, classes and class sets. It never changes, even when the
 * option's labels do.
 */
export const CertificateId = z.string().min(1).max(200);
export type CertificateId = z.infer<typeof CertificateId>;

/** One choice of GET /essays/certificates: its id, a certificate, its level and a writing format. */
export const CertificateOption = Certificate.extend({
  /** The option's stable id. */
  id: CertificateId,
  /** What the format asks of the student, shown when picking it. */
  format_description: z.string(),
});
export type CertificateOption = z.infer<typeof CertificateOption>;

/** GET /essays/certificates */
export const CertificateListResponse = z.object({ data: z.array(CertificateOption) });
export type CertificateListResponse = z.infer<typeof CertificateListResponse>;

/** The top of an IELTS criterion's band scale. */
const IELTS_BAND_MAX = 9;

/**
 * The overall band of an IELTS text as IELTS reports it, beside the total of its criteria: the
 * mean of the criteria's bands rounded to the nearest half band (a mean ending in .25 rounds up to
 * .5, one ending in .75 up to the next whole band). Null for another certificate, or when the
 * maximum is not a whole number of IELTS criteria.
 */
export function ieltsOverallBand(
  certificate: Pick<Certificate, "name">,
  total: number,
  gradeMax: number | null,
): number | null {
  if (!/^IELTS\b/i.test(certificate.name.trim()) || !gradeMax || gradeMax % IELTS_BAND_MAX !== 0) return null;
  if (!Number.isFinite(total)) return null;
  const mean = total / (gradeMax / IELTS_BAND_MAX);
  // 12 significant digits first, so that a mean of 6.25 stored as 6.2499999… still rounds up.
  return Math.floor(Number((mean * 2).toPrecision(12)) + 0.5) / 2;
}

/** An IELTS overall band as a teacher reads it: "Band 6.5", "Band 7.0". */
export const formatIeltsBand = (band: number) => `Band ${band.toFixed(1)}`;
