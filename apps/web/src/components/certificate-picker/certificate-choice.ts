import type { Certificate, CertificateOption } from "@redpen/contract";
import { z } from "zod";

/** A certificate choice in progress: name, then level, then format ("" until chosen). */
export const CertificateChoice = z.object({ name: z.string(), cefr_level: z.string(), format: z.string() });
export type CertificateChoice = z.infer<typeof CertificateChoice>;

export const emptyChoice: CertificateChoice = { name: "", cefr_level: "", format: "" };

/** The chosen certificate once name, level and format are all set, else null. */
export function completeCertificate(choice: CertificateChoice): Certificate | null {
  return choice.name && choice.cefr_level && choice.format
    ? { name: choice.name, cefr_level: choice.cefr_level, format: choice.format }
    : null;
}

/** Choosing a certificate name clears the level and the format. */
export function chooseName(name: string): CertificateChoice {
  return { name, cefr_level: "", format: "" };
}

/** Choosing a level clears the format. */
export function chooseLevel(choice: CertificateChoice, cefrLevel: string): CertificateChoice {
  return { ...choice, cefr_level: cefrLevel, format: "" };
}

/** The certificate names, each once, in the api's order. */
export function certificateNames(options: readonly CertificateOption[]): string[] {
  return [...new Set(options.map((option) => option.name))];
}

/** The levels of the chosen certificate, each once. */
export function levelsOf(options: readonly CertificateOption[], choice: CertificateChoice): string[] {
  return [...new Set(options.filter((option) => option.name === choice.name).map((option) => option.cefr_level))];
}

/** The formats (with their descriptions) of the chosen certificate and level. */
export function formatsOf(options: readonly CertificateOption[], choice: CertificateChoice): CertificateOption[] {
  return options.filter((option) => option.name === choice.name && option.cefr_level === choice.cefr_level);
}

/** The latest essay's certificate as the starting choice, when it is still on offer. */
export function prefillChoice(
  options: readonly CertificateOption[],
  latest: Certificate | undefined,
): CertificateChoice | null {
  if (!latest) return null;
  const offered = options.some(
    (option) =>
      option.name === latest.name && option.cefr_level === latest.cefr_level && option.format === latest.format,
  );
  return offered ? { name: latest.name, cefr_level: latest.cefr_level, format: latest.format } : null;
}
