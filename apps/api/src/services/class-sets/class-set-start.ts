import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { ESSAY_CREDIT_COST, type ClassSetGroup } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import type { ClassSet, ClassSetPageReading } from "../../db/class-sets.queries";
import { creditBalance } from "../../db/credits.queries";
import { insertEssay, NOT_YET_CORRECTED } from "../../db/essays.queries";
import { isMember } from "../../db/organisations.queries";
import { lockOrganisationRow } from "../../db/row-lock";
import type { Database } from "../../db/schema";
import { paymentRequired, validationFailed } from "../../errors";
import * as credits from "../billing/credits.service";
import type { CurrentUser } from "../users/current-user";
import type { EssayPlacement } from "../essays/essay-student";

const essays = (count: number) => `${count} ${count === 1 ? "essay" : "essays"}`;
const creditsOf = (count: number) => `${count} ${count === 1 ? "credit" : "credits"}`;

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
 * as the group is, or else as its student) and charges one credit each in one transaction (all, or
 * none: a school with fewer credits is refused whole, told how many it has); `markStarted` runs in
 * the same transaction. Once committed, every essay is queued for correction, as an uploaded essay is.
 */
export async function chargeAndQueueEssays(
  deps: Pick<AppDeps, "db" | "queue" | "logger">,
  user: CurrentUser,
  set: ClassSet,
  groups: ClassSetGroup[],
  placements: EssayPlacement[],
  pages: Map<number, ClassSetPageReading>,
  markStarted: (trx: Transaction<Database>, essayIds: string[], at: string) => Promise<void>,
): Promise<string[]> {
  const photos = photosOf(groups, pages);
  const organisationId = user.organisationIds[0];
  if (!organisationId)
    throw paymentRequired(
      "You do not belong to an organisation, so you have no credits: ask a colleague to invite you.",
    );
  const essayIds = groups.map(() => randomUUID());
  const needed = groups.length * ESSAY_CREDIT_COST;
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    if (!(await isMember(trx, organisationId, user.id)))
      throw paymentRequired(
        "You are no longer a teacher of this organisation, so its credits are not yours to use: reload the page.",
      );
    const balance = await creditBalance(trx, organisationId);
    if (balance < needed)
      throw paymentRequired(
        `Your school has ${creditsOf(Math.max(balance, 0))} left, and correcting ${essays(groups.length)} needs ${creditsOf(needed)}: ` +
          "buy more on the billing page, or join some essays together. Nothing was charged.",
      );
    for (const [index, group] of groups.entries()) {
      const id = essayIds[index]!;
      const original = group.original?.trim() ? group.original : null;
      const { studentName, ...placement } = placements[index]!;
      await insertEssay(trx, {
        id,
        owner_user_id: user.id,
        organisation_id: organisationId,
        status: "PENDING",
        name: group.name?.trim() ? group.name : (studentName ?? null),
        ...placement,
        original,
        certificate_name: set.certificate_name,
        certificate_cefr_level: set.certificate_cefr_level,
        certificate_format: set.certificate_format,
        input_method: "IMAGE",
        topic_input_method: set.topic_text ? "TEXT" : null,
        topic_text: set.topic_text,
        student_image_ids: photos[index]!,
        topic_image_id: null,
        ...NOT_YET_CORRECTED,
        created_at: now,
        updated_at: now,
      });
      await credits.charge(trx, { id, organisation_id: organisationId, owner_user_id: user.id }, now);
    }
    await markStarted(trx, essayIds, now);
  });
  for (const essayId of essayIds) {
    // A queue that fails loses nothing: the essays are PENDING, and its sweep sends them again.
    await deps.queue
      .enqueue(essayId)
      .catch((error: unknown) =>
        deps.logger.error({ err: error, essayId }, "could not queue the essay for correction"),
      );
  }
  return essayIds;
}
