import type { Kysely } from "kysely";
import { isMostlyUncertain, joinPageTexts } from "@redpen/contract";
import { isUncertain } from "@redpen/engine";
import { listImageReadings } from "../../db/images.queries";
import type { Database } from "../../db/schema";

/**
 * An essay's text as read from its photos: the pages' texts in page order, blank ones left out, a
 * blank line between, a later page's header line ("p. 2", the name again) left out (joinPageTexts).
 */
export function joinPages(pageTexts: readonly string[]): string {
  return joinPageTexts(pageTexts).text;
}

/** How unsure the photos' readings so far are: their words read unsurely, all their words, and whether a photo was judged BAD. */
export interface ReadingUnsureness {
  unsure: number;
  words: number;
  anyPhotoBad: boolean;
}

/** How unsure the readings of the photos are, over the words of every page read with its words kept; a photo not read yet counts for nothing. */
export async function readingUnsureness(db: Kysely<Database>, imageIds: readonly string[]): Promise<ReadingUnsureness> {
  const readings = await listImageReadings(db, imageIds);
  const words = readings.flatMap((reading) => reading.read_words?.words ?? []);
  return {
    unsure: words.filter(isUncertain).length,
    words: words.length,
    anyPhotoBad: readings.some((reading) => reading.transcription_evaluation === "BAD"),
  };
}

/**
 * Why the photos' readings so far are not to be corrected as read, when they are mostly uncertain
 * (isMostlyUncertain over readingUnsureness); null when they are not.
 */
export async function mostlyUncertainReading(
  db: Kysely<Database>,
  imageIds: readonly string[],
): Promise<string | null> {
  const { unsure, words, anyPhotoBad } = await readingUnsureness(db, imageIds);
  if (!isMostlyUncertain(unsure, words)) return null;
  return mostlyUncertainMessage(anyPhotoBad);
}

/**
 * Why a mostly uncertain reading is not corrected, and what the teacher can do, in their words:
 * taking clearer photos only when a photo was judged BAD (a sharp photo of hard handwriting gains
 * nothing from being taken again).
 */
export function mostlyUncertainMessage(anyPhotoBad: boolean): string {
  return (
    "The photos could not be read well enough to correct the essay: over a third of the words read are uncertain. " +
    "Check the text read from the photos and send it with the essay" +
    (anyPhotoBad ? ", type the essay as text, or take clearer photos." : ", or type the essay as text.")
  );
}
