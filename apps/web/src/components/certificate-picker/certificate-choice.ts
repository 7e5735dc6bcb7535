import type { CertificateOption } from "@redpen/contract";

/** A certificate choice in progress in the picker's three selects: name, then level, then format ("" until chosen). */
export interface CertificateChoice {
  name: string;
  cefr_level: string;
  format: string;
}

export const emptyChoice: CertificateChoice = { name: "", cefr_level: "", format: "" };

/** The option with this id, if it is on offer. */
export function optionWithId(options: readonly CertificateOption[], id: string | null): CertificateOption | undefined {
  return id === null ? undefined : options.find((option) => option.id === id);
}

/** The option of a complete choice (name, level and format), or undefined. */
export function optionOfChoice(
  options: readonly CertificateOption[],
  choice: CertificateChoice,
): CertificateOption | undefined {
  return options.find(
    (option) =>
      option.name === choice.name && option.cefr_level === choice.cefr_level && option.format === choice.format,
  );
}

/** The choice an option stands for. */
export const choiceOf = ({ name, cefr_level, format }: CertificateOption): CertificateChoice => ({
  name,
  cefr_level,
  format,
});

/**
 * Choosing a certificate name clears the level and the format, then picks the level when the
 * certificate has only one (and the format when that level has only one).
 */
export function chooseName(options: readonly CertificateOption[], name: string): CertificateChoice {
  const choice = { name, cefr_level: "", format: "" };
  const levels = levelsOf(options, choice);
  return levels.length === 1 ? chooseLevel(options, choice, levels[0]!) : choice;
}

/** Choosing a level clears the format, then picks it when the level has only one. */
export function chooseLevel(
  options: readonly CertificateOption[],
  choice: CertificateChoice,
  cefrLevel: string,
): CertificateChoice {
  const chosen = { ...choice, cefr_level: cefrLevel, format: "" };
  const formats = formatsOf(options, chosen);
  return formats.length === 1 ? { ...chosen, format: formats[0]!.format } : chosen;
}

/**
 * The certificate a new essay starts with, until the teacher picks one: the class's when a class
 * is chosen and has one on offer, else the latest essay's when it is still on offer, else none.
 */
export function startingCertificateId(
  options: readonly CertificateOption[],
  stored: { classCertificateId?: string | null; latestCertificateId?: string | null },
): string | null {
  return offeredId(options, stored.classCertificateId) ?? offeredId(options, stored.latestCertificateId);
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

/** The id of a stored certificate (the latest essay's, a class's) when it is still on offer, else null. */
export function offeredId(options: readonly CertificateOption[], id: string | null | undefined): string | null {
  return optionWithId(options, id ?? null)?.id ?? null;
}
