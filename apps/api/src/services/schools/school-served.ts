import type { Essay } from "../../db/essays.queries";
import { isMember } from "../../db/organisations.queries";
import type { AppDeps } from "../../app-deps";

/**
 * The school an essay's work serves and draws on (its calibration, its remembered corrections):
 * the one it was charged to, while its teacher is still a teacher there; null once they left or
 * were removed, or the school was deleted. Each school's data serves that school alone.
 */
export async function schoolServedBy(
  { db }: Pick<AppDeps, "db">,
  essay: Pick<Essay, "organisation_id" | "owner_user_id">,
): Promise<string | null> {
  return (await isMember(db, essay.organisation_id, essay.owner_user_id)) ? essay.organisation_id : null;
}
