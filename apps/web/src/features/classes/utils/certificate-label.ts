import type { Certificate } from "@redpen/contract";

/** A certificate as one line: "Cambridge B2 First (B2, essay)". */
export const certificateLabel = (certificate: Certificate) =>
  `${certificate.name} (${certificate.cefr_level}, ${certificate.format})`;
