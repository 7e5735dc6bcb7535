import type { AppDeps } from "../../app-deps";
import { listClassSetsOfClass } from "../../db/class-sets.queries";
import { listCorrectedEssayIds } from "../../db/essays.queries";
import type { CurrentUser } from "../../auth/current-user";
import { getOwnClass } from "../classes/classes.service";

/**
 * The sets of the caller's class (404 for an unknown class and another teacher's alike), newest
 * first, each with its pages read and, once started, how many of its essays are corrected.
 */
export async function classSetsOfClass(deps: Pick<AppDeps, "db">, user: CurrentUser, classId: string) {
  const theClass = await getOwnClass(deps, user, classId);
  const sets = await listClassSetsOfClass(deps.db, user.id, theClass.id);
  const corrected = await listCorrectedEssayIds(
    deps.db,
    sets.flatMap((set) => set.essay_ids ?? []),
  );
  return sets.map((set) => ({
    set,
    essaysCorrected: (set.essay_ids ?? []).filter((id) => corrected.has(id)).length,
  }));
}
