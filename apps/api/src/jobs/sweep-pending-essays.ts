import { listUnreadPages } from "../db/class-sets.queries";
import { listPendingEssayIds } from "../db/correction-jobs.queries";
import type { CorrectionJobDeps } from "./correct-essay.job";
import type { PageToRead } from "../correction-queue";

/** How often a queue queues the PENDING essays again. */
export const DEFAULT_SWEEP_MS = 60_000;

/**
 * Queues every PENDING essay again: those of a stopped server, any whose job was lost, and any
 * whose job let its claim go after a database or storage error. Never rejects: a failure is logged
 * and the next sweep tries again.
 */
export async function sweepPendingEssays(
  deps: Pick<CorrectionJobDeps, "db" | "logger">,
  enqueue: (essayId: string) => Promise<void>,
): Promise<void> {
  try {
    for (const essayId of await listPendingEssayIds(deps.db)) await enqueue(essayId);
  } catch (error) {
    deps.logger.error({ err: error }, "could not queue the essays waiting for correction");
  }
}

/** Queues every unread page of the class sets being read again, as sweepPendingEssays does the essays. */
export async function sweepUnreadPages(
  deps: Pick<CorrectionJobDeps, "db" | "logger">,
  enqueue: (page: PageToRead) => Promise<void>,
): Promise<void> {
  try {
    for (const page of await listUnreadPages(deps.db))
      await enqueue({ classSetId: page.class_set_id, pageNumber: page.page_number });
  } catch (error) {
    deps.logger.error({ err: error }, "could not queue the class set pages waiting to be read");
  }
}
