import type { Certificate } from "@redpen/contract";

/** A certificate as one line: "Cambridge B2 First (B2, essay)". */
export const certificateLabel = (certificate: Certificate) =>
  `${certificate.name} (${certificate.cefr_level}, ${certificate.format})`;

/** A certificate as a select's value, and back. */
export const certificateKey = (certificate: Certificate) =>
  JSON.stringify([certificate.name, certificate.cefr_level, certificate.format]);
export function certificateOfKey(key: string): Certificate | null {
  if (!key) return null;
  const [name, cefr_level, format] = JSON.parse(key) as [string, string, string];
  return { name, cefr_level, format };
}
