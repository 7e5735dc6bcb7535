import type { DatabaseLocation } from "@redpen/server";
import type { CorrectionJobDeps } from "./correct-essay.job";
import type { CorrectionQueue } from "../correction-queue";
import { InProcessCorrectionQueue } from "./in-process-queue";
import { PgBossCorrectionQueue } from "./pg-boss-queue";

/**
 * The correction queue for the database: pg-boss on PostgreSQL (so `npm run worker` processes can
 * share the work), in-process on SQLite.
 */
export function createCorrectionQueue(deps: CorrectionJobDeps & { database: DatabaseLocation }): CorrectionQueue {
  const { database, ...jobDeps } = deps;
  if ("postgresUrl" in database) return new PgBossCorrectionQueue(jobDeps, { postgresUrl: database.postgresUrl });
  return new InProcessCorrectionQueue(jobDeps);
}
