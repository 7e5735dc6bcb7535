import type { AppDeps } from "../../app-deps";
import { listClassSetsOfClass } from "../../db/class-sets.queries";
import { listEssayStatuses } from "../../db/essays.queries";
import type { CurrentUser } from "../../auth/current-user";
import { getOwnClass } from "../classes/classes.service";

/**
 * The sets of the caller's class (404 for an unknown class and another teacher's alike), newest
 * first, each with its pages read and, once started, how many of its essays are corrected and how
 * many could not be (failed, or held until their text is checked).
 */
export async function classSetsOfClass(deps: Pick<AppDeps, "db">, user: CurrentUser, classId: string) {
  const theClass = await getOwnClass(deps, user, classId);
  const sets = await listClassSetsOfClass(deps.db, user.id, theClass.id);
  const statuses = await listEssayStatuses(
    deps.db,
    sets.flatMap((set) => set.essay_ids ?? []),
  );
  const count = (ids: readonly string[] | null, status: string) =>
    (ids ?? []).filter((id) => statuses.get(id) === status).length;
  return sets.map((set) => ({
    set,
    essaysCorrected: count(set.essay_ids, "SUCCESS"),
    essaysFailed: count(set.essay_ids, "FAILURE"),
  }));
}
