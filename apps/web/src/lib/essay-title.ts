import type { EssayData } from "@redpen/contract";

/** The certificate read as its name, CEFR level and format, e.g. "Cambridge B2 First, B2, essay". */
export function certificateLabel(certificate: EssayData["certificate"]): string {
  return [certificate.name, certificate.cefr_level, certificate.format].join(", ");
}

/** "Maria López (Cambridge B2 First, B2, essay)", or the certificate alone when the essay has no name. */
export function essayTitle(data: Pick<EssayData, "name" | "certificate">): string {
  const name = data.name?.trim();
  const certificate = certificateLabel(data.certificate);
  return name ? `${name} (${certificate})` : certificate;
}
