import type { Kysely } from "kysely";
import { isMostlyUncertain } from "@redpen/contract";
import { isUncertain } from "@redpen/engine";
import { listImageReadings } from "../db/images.queries";
import type { Database } from "../db/schema";

/** An essay's text as read from its photos: the pages' texts in page order, blank ones left out, a blank line between. */
export function joinPages(pageTexts: readonly string[]): string {
  return pageTexts.filter((text) => text.trim()).join("\n\n");
}

/**
 * Whether the photos' readings so far are mostly uncertain (isMostlyUncertain over the words of
 * every page read with its words kept): not to be corrected as read. A photo not read yet counts
 * for nothing.
 */
export async function photosReadMostlyUncertain(db: Kysely<Database>, imageIds: readonly string[]): Promise<boolean> {
  const words = (await listImageReadings(db, imageIds)).flatMap((reading) => reading.read_words?.words ?? []);
  return isMostlyUncertain(words.filter(isUncertain).length, words.length);
}

/** Why a mostly uncertain reading is not corrected, and what the teacher can do, in their words. */
export const MOSTLY_UNCERTAIN_MESSAGE =
  "The photos could not be read well enough to correct the essay: over a third of the words read are uncertain. " +
  "Check the text read from the photos and send it with the essay, type the essay as text, or take clearer photos.";
