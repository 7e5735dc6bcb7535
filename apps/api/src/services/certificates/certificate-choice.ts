import type { Certificate, CertificateListResponse } from "@redpen/contract";
import {
  findCertificateOption,
  findCertificateOptionFor,
  listCertificateOptions,
  type CertificateOption,
} from "@redpen/engine";
import { validationFailed } from "../../errors";

// The catalogue's options as the api takes and stores them: a body names one by its id or, the older
// way, by its name, level and format (docs/behaviour/api.md); a row keeps the id with those labels.

/** How a create or update body names a certificate: by its option id, by its labels, or both; null removes it (a class's). */
export interface CertificateNaming {
  certificate_id?: string | null;
  certificate?: Certificate | null;
}

/** The certificate picker's choices, from the engine's catalogue (GET /essays/certificates). */
export function listCertificates(): CertificateListResponse["data"] {
  return listCertificateOptions().map(({ id, name, cefr_level, format, format_description }) => ({
    id,
    name,
    cefr_level,
    format,
    format_description,
  }));
}

const notOffered = (what: string, field: string) =>
  validationFailed(`The certificate ${what} is not in the list of certificates: pick one from it.`, field);

function optionById(id: string | null | undefined, at: string): CertificateOption | null | undefined {
  if (id === undefined || id === null) return id;
  const option = findCertificateOption(id);
  if (!option) throw notOffered(`"${id}"`, `${at}certificate_id`);
  return option;
}

function optionByLabels(certificate: Certificate | null | undefined, at: string): CertificateOption | null | undefined {
  if (certificate === undefined || certificate === null) return certificate;
  const option = findCertificateOptionFor(certificate);
  if (!option) {
    const { name, cefr_level, format } = certificate;
    throw notOffered(`"${name}" (${cefr_level}, ${format})`, `${at}certificate`);
  }
  return option;
}

/**
 * The catalogue option a body names (`at` is the path of its fields, e.g. "data."): undefined when
 * it names none, null when it removes it. 400 naming the field for an id or labels the catalogue
 * does not offer, and when the id and the labels name different options.
 */
export function namedCertificate(body: CertificateNaming, at: string): CertificateOption | null | undefined {
  const byId = optionById(body.certificate_id, at);
  const byLabels = optionByLabels(body.certificate, at);
  if (byId === undefined) return byLabels;
  if (byLabels === undefined || byLabels?.id === byId?.id) return byId;
  throw validationFailed(
    "The certificate_id and the certificate name different certificates: send one of them.",
    `${at}certificate_id`,
  );
}

/** The option a body that must name a certificate names (see namedCertificate); 400 when it names none. */
export function requiredCertificate(body: CertificateNaming, at: string): CertificateOption {
  const option = namedCertificate(body, at);
  if (!option) throw validationFailed("The certificate is missing.", `${at}certificate`);
  return option;
}

/** The columns a row keeps its certificate in: the option's stable id and its labels as they are now. */
export function certificateColumns(option: CertificateOption) {
  return {
    certificate_id: option.id,
    certificate_name: option.name,
    certificate_cefr_level: option.cefr_level,
    certificate_format: option.format,
  };
}
