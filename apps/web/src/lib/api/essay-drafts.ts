import { DraftSettingsResponse, EssayDraftsResponse, TeacherDraftResponse, type DraftPatch } from "@redpen/contract";
import type { ApiClient } from "../api-client";

/** The key of an essay's drafts, as its teacher reads them. */
export const essayDraftsKey = (essayId: string) => ["essays", essayId, "drafts"] as const;
const essayPath = (essayId: string) => `/essays/${encodeURIComponent(essayId)}`;

/** GET /essays/{essay_id}/drafts: the teacher's setting and the student's drafts. */
export const getEssayDrafts = (client: ApiClient, essayId: string) =>
  client.get(`${essayPath(essayId)}/drafts`, EssayDraftsResponse);

/** PATCH /essays/{essay_id}/drafts/{draft_id}: one change of the draft (its version is the stored one + 1); replies with the draft. */
export const patchDraft = (client: ApiClient, essayId: string, draftId: string, body: DraftPatch) =>
  client.patch(
    `${essayPath(essayId)}/drafts/${encodeURIComponent(draftId)}`,
    body as unknown as Record<string, unknown>,
    TeacherDraftResponse,
  );

/** PUT /essays/{essay_id}/draft-settings: how many drafts the student may send through the share link (0: none). */
export const putDraftSettings = (client: ApiClient, essayId: string, draftsAllowed: number) =>
  client.put(`${essayPath(essayId)}/draft-settings`, { drafts_allowed: draftsAllowed }, DraftSettingsResponse);
