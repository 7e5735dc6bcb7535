import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ClassSetGroup } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import type { ClassSet, ClassSetPageReading } from "../../db/class-sets.queries";
import type { Database } from "../../db/schema";
import { validationFailed } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";
import type { EssayPlacement } from "../essays/essay-student";
import { isMostlyUncertain } from "@redpen/contract";
import { chargeAndQueueEssays, type HeldEssay, type PaidEssay } from "../essays/paid-essays";
import { readingUnsureness } from "../essays/read-text";

/** Each group's photos, in its page order: 400 naming the group when none of its pages became a photo and it has no text. */
function photosOf(groups: ClassSetGroup[], pages: Map<number, ClassSetPageReading>): string[][] {
  return groups.map((group, index) => {
    const ids = group.page_numbers.flatMap((page) => {
      const imageId = pages.get(page)?.image_id;
      return imageId ? [imageId] : [];
    });
    if (ids.length === 0 && !group.original?.trim())
      throw validationFailed(
        `None of the pages of essay ${index + 1} could be made a photo: move them to another essay, or type its text.`,
        `data.groups.${index}`,
      );
    return ids;
  });
}

/**
 * Why an essay of a set is held before charging: its text was not checked and the reading of its
 * pages is mostly guesswork (isMostlyUncertain, as a photo essay's upload refuses it), said with
 * what to do; null when it is ready to correct.
 */
async function heldReason(
  deps: Pick<AppDeps, "db">,
  group: ClassSetGroup,
  imageIds: readonly string[],
): Promise<string | null> {
  if (group.original?.trim()) return null;
  const { unsure, words } = await readingUnsureness(deps.db, imageIds);
  if (!isMostlyUncertain(unsure, words)) return null;
  return (
    `Not corrected yet, and not charged: ${unsure} of the ${words} words read on its pages are unsure, ` +
    "too many to correct the text as read. Check its text against its pages, then correct it (one credit)."
  );
}

/**
 * Makes one photo essay per group (filed in its class and student, `placements`, and named as the
 * group is, or else as its student), shared and open to drafts as the set says: PENDING, charged
 * and queued as an uploaded essay is (all, or none: see chargeAndQueueEssays), or, for a group
 * whose reading is too unsure to correct as read (heldReason), FAILURE with that reason and not
 * charged, until its text is checked.
 * `markStarted` runs in the same transaction. Returns their ids, one per group in order.
 */
export async function startGroupEssays(
  deps: Pick<AppDeps, "db" | "queue" | "logger">,
  user: CurrentUser,
  set: ClassSet,
  groups: ClassSetGroup[],
  placements: EssayPlacement[],
  pages: Map<number, ClassSetPageReading>,
  markStarted: (trx: Transaction<Database>, essayIds: string[], at: string) => Promise<void>,
): Promise<string[]> {
  const photos = photosOf(groups, pages);
  const essays: PaidEssay[] = groups.map((group, index) => {
    const { studentName, ...placement } = placements[index]!;
    return {
      id: randomUUID(),
      name: group.name?.trim() ? group.name : (studentName ?? null),
      ...placement,
      original: group.original?.trim() ? group.original : null,
      certificate_id: set.certificate_id,
      certificate_name: set.certificate_name,
      certificate_cefr_level: set.certificate_cefr_level,
      certificate_format: set.certificate_format,
      input_method: "IMAGE",
      topic_input_method: set.topic_text ? "TEXT" : null,
      topic_text: set.topic_text,
      student_image_ids: photos[index]!,
      topic_image_id: null,
      share_mode: set.share_mode,
      drafts_allowed: set.drafts_allowed,
    };
  });
  const essayIds = essays.map(({ id }) => id);
  const ready: PaidEssay[] = [];
  const held: HeldEssay[] = [];
  for (const [index, essay] of essays.entries()) {
    const reason = await heldReason(deps, groups[index]!, photos[index]!);
    if (reason) held.push({ essay, reason });
    else ready.push(essay);
  }
  await chargeAndQueueEssays(deps, user, ready, (trx, at) => markStarted(trx, essayIds, at), held);
  return essayIds;
}
