import type { EssayRetryRequest } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import type { CurrentUser } from "../../auth/current-user";
import { creditBalance } from "../../db/credits.queries";
import { updateEssayIfVersion, type Essay } from "../../db/essays.queries";
import { isMember } from "../../db/organisations.queries";
import { lockOrganisationRow } from "../../db/row-lock";
import { conflict, paymentRequired, validationFailed } from "../../errors";
import * as credits from "../billing/credits.service";
import { getOwnEssay } from "./own-essay";
import { queueCorrection } from "./paid-essays";
import { mostlyUncertainReading } from "./read-text";

const staleVersion = (stored: number) =>
  conflict(
    `The essay was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/**
 * Corrects a FAILURE essay again, as it is: its own photos (or text), class, student and task,
 * with the text the teacher checked when they send one (a photo essay's reading that is mostly
 * guesswork is refused, as at its upload, naming `data.original`). An essay charged before (its
 * failure gave its credit back) is corrected again at no charge: its one charge is in the ledger
 * already, and a second failure gives nothing back. One held before charging (a class set's essay
 * too unsure to correct as read) takes its one credit now (402 when the school has none). Version + 1.
 */
export async function retryEssay(
  deps: Pick<AppDeps, "db" | "queue" | "logger">,
  user: CurrentUser,
  essayId: string,
  request: EssayRetryRequest,
): Promise<Essay> {
  const essay = await getOwnEssay(deps, user, essayId);
  if (request.version !== essay.version + 1) throw staleVersion(essay.version);
  if (essay.status !== "FAILURE")
    throw conflict(
      essay.status === "PENDING"
        ? "The essay is being corrected already: wait until it is done."
        : "The essay was corrected already: fix its text on its page to correct it again.",
    );
  const original = request.data.original?.trim() ? request.data.original : essay.original;
  if (essay.input_method === "IMAGE" && original === null) {
    const unsure = await mostlyUncertainReading(deps.db, essay.student_image_ids);
    if (unsure) throw validationFailed(unsure, "data.original");
  }
  if (essay.input_method === "TEXT" && !original?.trim())
    throw validationFailed("The essay has no text: type the essay's text to correct it.", "data.original");
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, essay.organisation_id);
    const at = new Date().toISOString();
    // A charge the ledger has already (the essay's first) writes nothing: the retry is then free.
    if (await credits.charge(trx, essay, at)) {
      if (!(await isMember(trx, essay.organisation_id, user.id)))
        throw paymentRequired(
          "You are no longer a teacher of this school, so its credits are not yours to use: reload the page.",
        );
      if ((await creditBalance(trx, essay.organisation_id)) < 0)
        throw paymentRequired("Your school has no credits left. Buy more on the Credits page.");
    }
    const changes = { status: "PENDING", failure_reason: null, original, locked_until: null, updated_at: at } as const;
    if (!(await updateEssayIfVersion(trx, essay.id, essay.version, changes))) throw staleVersion(essay.version);
  });
  await queueCorrection(deps, essay.id);
  return getOwnEssay(deps, user, essayId);
}
