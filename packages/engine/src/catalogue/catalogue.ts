import { CERTIFICATES } from "./certificates";
import type { CertificateOption } from "./types";

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Every certificate option, one per certificate and format, in catalogue order. */
export function listCertificateOptions(): CertificateOption[] {
  return CERTIFICATES.flatMap((certificate) =>
    certificate.formats.map((format) => {
      const criteria = certificate.criteriaByFormat?.[format.format] ?? certificate.criteria;
      return {
        id: `${kebab(certificate.name)}:${kebab(format.format)}`,
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
