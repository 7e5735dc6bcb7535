import { listPendingEssayIds } from "../db/correction-jobs.queries";
import type { CorrectionJobDeps } from "./correct-essay.job";

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
