import { formatError, type ShareMode } from "@redpen/contract";
import type { ApiClient } from "../../../lib/api-client";
import { putDraftSettings } from "../../../lib/api/essay-drafts";
import { getEssay } from "../../../lib/api/get-essay";
import { patchEssay } from "../../../lib/api/patch-essay";
import { shareEssay, shareModePatch } from "../../../lib/api/share-link";

/**
 * What the class page does to each chosen essay, one essay at a time, through the same calls as
 * the essay's page: a failure is said for its essay and the others go on.
 */

/** A chosen essay, with whose it is. */
export interface ChosenEssay {
  essayId: string;
  studentName: string;
}

/** What came of an action on one essay. */
export interface BulkOutcome extends ChosenEssay {
  ok: boolean;
  /** What was done, or why it could not be. */
  message: string;
}

/** Makes the essay's link show `mode` (PATCH with its version, keeping the answers given), then gets or makes its link. */
export async function shareEssayAs(client: ApiClient, essayId: string, mode: ShareMode): Promise<string> {
  const essay = await getEssay(client, essayId);
  if (essay.data.share_mode !== mode)
    await patchEssay(client, essayId, { version: essay.version + 1, data: shareModePatch(essay, mode) });
  await shareEssay(client, essayId);
  return mode === "codes" ? "Shared as codes only." : "Shared with the corrections.";
}

/** Lets the student send this many drafts through the share link. */
export async function allowDraftsOf(client: ApiClient, essayId: string, drafts: number): Promise<string> {
  await putDraftSettings(client, essayId, drafts);
  return drafts === 1 ? "May send a second draft." : `May send ${drafts} drafts.`;
}

/** Runs the action on each essay in turn, telling each outcome as it comes. */
export async function forEachEssay(
  essays: readonly ChosenEssay[],
  action: (essayId: string) => Promise<string>,
  onOutcome: (outcome: BulkOutcome) => void,
): Promise<void> {
  for (const essay of essays) {
    try {
      onOutcome({ ...essay, ok: true, message: await action(essay.essayId) });
    } catch (error) {
      onOutcome({ ...essay, ok: false, message: formatError(error) });
    }
  }
}
