import type { Transaction } from "kysely";
import { ESSAY_CREDIT_COST } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import { creditBalance } from "../../db/credits.queries";
import { insertEssay, NOT_YET_CORRECTED, type NewEssay } from "../../db/essays.queries";
import { isMember } from "../../db/organisations.queries";
import { lockOrganisationRow } from "../../db/row-lock";
import type { Database } from "../../db/schema";
import { paymentRequired } from "../../errors";
import * as credits from "../billing/credits.service";
import type { CurrentUser } from "../../auth/current-user";

/** A new essay's own columns: who owns it, its school, its status and times are set when it is stored and charged. */
export type PaidEssay = Omit<
  NewEssay,
  "owner_user_id" | "organisation_id" | "status" | "created_at" | "updated_at" | keyof typeof NOT_YET_CORRECTED
>;

const essaysOf = (count: number) => `${count} ${count === 1 ? "essay" : "essays"}`;
const creditsOf = (count: number) => `${count} ${count === 1 ? "credit" : "credits"}`;

/** Refused when an essay id is taken already (the client's own id sent twice). */
export class EssayIdTakenError extends Error {
  override name = "EssayIdTakenError";
}

/** An essay held before charging: stored FAILURE, with why and what to do, and neither charged nor queued. */
export interface HeldEssay {
  essay: PaidEssay;
  /** Why it is held and what to do, in the teacher's words. */
  reason: string;
}

/**
 * Stores the essays PENDING under the caller's current school and charges one credit each, in one
 * transaction: all or none (402 when the caller belongs to no school any more, or its credits do
 * not cover them all, saying how many it has). The organisation's row is locked first: removing a
 * teacher takes the same lock, so a teacher removed meanwhile charges nothing. The `held` essays
 * are stored FAILURE with their reason in the same transaction, uncharged (retryEssay charges one
 * when it is tried again). `alsoInTransaction` runs in the same transaction. Once committed, every
 * charged essay is queued for correction; a queue that fails loses nothing (the essays are
 * PENDING, and its sweep sends them again).
 */
export async function chargeAndQueueEssays(
  deps: Pick<AppDeps, "db" | "queue" | "logger">,
  user: CurrentUser,
  essays: PaidEssay[],
  alsoInTransaction?: (trx: Transaction<Database>, at: string) => Promise<void>,
  held: readonly HeldEssay[] = [],
): Promise<void> {
  const organisationId = user.organisationIds[0];
  if (!organisationId)
    throw paymentRequired("You do not belong to a school, so you have no credits: ask a colleague to invite you.");
  const needed = essays.length * ESSAY_CREDIT_COST;
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    if (!(await isMember(trx, organisationId, user.id)))
      throw paymentRequired(
        "You are no longer a teacher of this school, so its credits are not yours to use: reload the page.",
      );
    const balance = await creditBalance(trx, organisationId);
    if (balance < needed)
      throw paymentRequired(
        balance <= 0
          ? "Your school has no credits left. Buy more on the Credits page."
          : `Your school has ${creditsOf(balance)} left, and correcting ${essaysOf(essays.length)} needs ${creditsOf(needed)}: ` +
              "buy more on the Credits page, or join some essays together. Nothing was charged.",
      );
    for (const essay of essays) {
      const stored = await insertEssay(trx, {
        ...essay,
        owner_user_id: user.id,
        organisation_id: organisationId,
        status: "PENDING",
        ...NOT_YET_CORRECTED,
        created_at: now,
        updated_at: now,
      });
      if (!stored) throw new EssayIdTakenError(essay.id);
      await credits.charge(trx, { id: essay.id, organisation_id: organisationId, owner_user_id: user.id }, now);
    }
    for (const { essay, reason } of held) {
      const stored = await insertEssay(trx, {
        ...essay,
        owner_user_id: user.id,
        organisation_id: organisationId,
        status: "FAILURE",
        ...NOT_YET_CORRECTED,
        failure_reason: reason,
        created_at: now,
        updated_at: now,
      });
      if (!stored) throw new EssayIdTakenError(essay.id);
    }
    await alsoInTransaction?.(trx, now);
  });
  for (const { id } of essays) await queueCorrection(deps, id);
}

/** Queues a PENDING essay; if the queue fails, the essay is saved and paid for, and the queue takes PENDING essays up again when it starts. */
export async function queueCorrection(deps: Pick<AppDeps, "queue" | "logger">, essayId: string): Promise<void> {
  try {
    await deps.queue.enqueue(essayId);
  } catch (error) {
    deps.logger.error({ err: error, essayId }, "could not queue the essay for correction");
  }
}
