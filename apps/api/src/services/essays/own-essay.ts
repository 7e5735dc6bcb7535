import type { AppDeps } from "../../app-deps";
import { findEssay, type Essay } from "../../db/essays.queries";
import { forbidden, notFound } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";

/** Any essay by its id, or 404. */
export async function getEssay({ db }: Pick<AppDeps, "db">, essayId: string): Promise<Essay> {
  const essay = await findEssay(db, essayId);
  if (!essay) throw notFound("This essay");
  return essay;
}

/** The essay, when the caller is its teacher: 404 for an unknown one, 403 for another teacher's. */
export async function getOwnEssay(deps: Pick<AppDeps, "db">, user: CurrentUser, essayId: string): Promise<Essay> {
  const essay = await getEssay(deps, essayId);
  if (essay.owner_user_id !== user.id)
    throw forbidden("Only the teacher who uploaded this essay can see or change it, its drafts and its link.");
  return essay;
}
