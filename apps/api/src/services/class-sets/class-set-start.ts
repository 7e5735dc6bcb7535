import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ClassSetGroup } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import type { ClassSet, ClassSetPageReading } from "../../db/class-sets.queries";
import type { Database } from "../../db/schema";
import { validationFailed } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";
import type { EssayPlacement } from "../essays/essay-student";
import { chargeAndQueueEssays, type PaidEssay } from "../essays/paid-essays";

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
 * Makes one PENDING photo essay per group (filed in its class and student, `placements`, and named
 * as the group is, or else as its student), shared and open to drafts as the set says, charged and queued as an uploaded essay is (all, or
 * none: see chargeAndQueueEssays); `markStarted` runs in the same transaction. Returns their ids.
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
  await chargeAndQueueEssays(deps, user, essays, (trx, at) => markStarted(trx, essayIds, at));
  return essayIds;
}
