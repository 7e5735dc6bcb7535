import { CERTIFICATES } from "./certificates";
import type { CertificateOption, StoredCertificate } from "./types";

/** Every certificate option, one per certificate and format, in catalogue order. */
export function listCertificateOptions(): CertificateOption[] {
  return CERTIFICATES.flatMap((certificate) =>
    certificate.formats.map((format) => {
      const criteria = certificate.criteriaByFormat?.[format.format] ?? certificate.criteria;
      return {
        name: certificate.name,
        cefr_level: certificate.cefr_level,
        ...format,
        criteria,
        grade_max: criteria.reduce((sum, criterion) => sum + criterion.max, 0),
        scale: certificate.scale,
      };
    }),
  );
}

const OPTIONS = listCertificateOptions();

/** The option with this id, or undefined. */
export function findCertificateOption(id: string): CertificateOption | undefined {
  return OPTIONS.find((option) => option.id === id);
}

/** The option an essay names by certificate name, CEFR level and format, or undefined. */
export function findCertificateOptionFor(certificate: {
  name: string;
  cefr_level: string;
  format: string;
}): CertificateOption | undefined {
  return OPTIONS.find(
    (o) => o.name === certificate.name && o.cefr_level === certificate.cefr_level && o.format === certificate.format,
  );
}

/**
 * The option a stored certificate names: by its id when it has one, so that renaming a format's
 * label does not orphan it; by its labels otherwise (a row whose labels matched no option). Undefined
 * when neither finds one.
 */
export function findStoredCertificateOption(stored: StoredCertificate): CertificateOption | undefined {
  return stored.certificate_id === null
    ? findCertificateOptionFor(stored)
    : findCertificateOption(stored.certificate_id);
}
