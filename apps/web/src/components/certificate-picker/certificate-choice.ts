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

/** The id of a stored certificate (the latest essay's, a class's) when it is still on offer, else null. */
export function offeredId(options: readonly CertificateOption[], id: string | null | undefined): string | null {
  return optionWithId(options, id ?? null)?.id ?? null;
}
