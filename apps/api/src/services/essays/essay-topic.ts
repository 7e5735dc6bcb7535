import type { Kysely } from "kysely";
import { findImageForCorrection } from "../../db/correction-jobs.queries";
import type { Essay } from "../../db/essays.queries";
import type { Database } from "../../db/schema";

/**
 * The essay's topic as text, for grading: typed, or read from its photo. The correction reads a
 * topic photo not read yet with `readPhoto` (which keeps what it read on the image); everything
 * after takes that reading, and null while there is none.
 */
export async function topicOf(
  db: Kysely<Database>,
  essay: Pick<Essay, "topic_input_method" | "topic_image_id" | "topic_text">,
  readPhoto?: (imageId: string) => Promise<string | null>,
): Promise<string | null> {
  if (essay.topic_input_method !== "IMAGE" || !essay.topic_image_id) return essay.topic_text;
  const reading = (await findImageForCorrection(db, essay.topic_image_id))?.transcription;
  if (reading != null) return reading;
  return readPhoto ? readPhoto(essay.topic_image_id) : null;
}
