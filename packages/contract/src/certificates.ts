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

/** One choice of GET /essays/certificates: a certificate, its level and a writing format. */
export const CertificateOption = Certificate.extend({
  /** What the format asks of the student, shown when picking it. */
  format_description: z.string(),
});
export type CertificateOption = z.infer<typeof CertificateOption>;

/** GET /essays/certificates */
export const CertificateListResponse = z.object({ data: z.array(CertificateOption) });
export type CertificateListResponse = z.infer<typeof CertificateListResponse>;
