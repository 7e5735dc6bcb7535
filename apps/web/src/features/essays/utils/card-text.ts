import { CARD_NAME_MAX_CHARS, CARD_PREVIEW_MAX_CHARS } from "@redpen/contract";

/** A text cut to a length, and whether anything was cut off. */
export interface CutText {
  text: string;
  cut: boolean;
}

/**
 * The card's title: the student's name cut to CARD_NAME_MAX_CHARS, or 'essay N' without one,
 * where N is the card's place in the list, newest first (1 is the newest). The api gives no
 * total, so counting from the oldest is not possible while older pages are not loaded.
 */
export function cardName(name: string | null, position: number): CutText {
  const trimmed = name?.trim();
  if (!trimmed) return { text: `essay ${position}`, cut: false };
  return { text: trimmed.slice(0, CARD_NAME_MAX_CHARS), cut: trimmed.length > CARD_NAME_MAX_CHARS };
}

/** The first CARD_PREVIEW_MAX_CHARS characters of the original text. */
export function cardPreview(original: string | null): CutText {
  const text = original ?? "";
  return { text: text.slice(0, CARD_PREVIEW_MAX_CHARS), cut: text.length > CARD_PREVIEW_MAX_CHARS };
}

/** "Cambridge B2 First · essay": the level is left out when the name carries it already. */
export function certificateLabel(certificate: { name: string; cefr_level: string; format: string }): string {
  const { name, cefr_level: level, format } = certificate;
  return `${name.includes(level) ? name : `${name} ${level}`} · ${format}`;
}

const cardDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** When the essay was uploaded, as the card says it: "29 Nov 2026". */
export const cardDateText = (createdAt: string) => cardDate.format(new Date(createdAt));
