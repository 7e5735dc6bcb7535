import {
  MODEL_FAILURES,
  RECENT_MODEL_ESSAYS,
  type ModelFailure,
  type OrganisationModelResponse,
} from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import { recentCorrectedBy } from "../../db/model-use.queries";
import type { CurrentUser } from "../../auth/current-user";
import { getOrganisationForMember } from "./organisations.service";

/**
 * The model set (LLM_BASE_URL) and how it fared on the organisation's latest corrected essays:
 * per reason, how many it failed on and when last. Counts only, for any teacher of the school: no
 * essay or teacher is named, so a teacher learns nothing of a colleague's essays.
 */
export async function organisationModel(
  deps: Pick<AppDeps, "db" | "model">,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationModelResponse["data"]> {
  await getOrganisationForMember(deps, user, organisationId);
  const recent = await recentCorrectedBy(deps.db, organisationId, RECENT_MODEL_ESSAYS);
  const failures = MODEL_FAILURES.flatMap((reason: ModelFailure) => {
    const failed = recent.filter(({ correctedBy }) => correctedBy.fallback === reason);
    return failed.length > 0 ? [{ reason, essays: failed.length, last_at: failed[0]!.at }] : [];
  });
  return { model: deps.model.configured, recent_essays: recent.length, failures };
}
