import {
  ShareLinkResponse,
  visibleEdits,
  type EssayResponse,
  type EssaySharingPatch,
  type ShareMode,
} from "@redpen/contract";
import { useMutation } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

const shareLinkPath = (essayId: string) => `/essays/${encodeURIComponent(essayId)}/share-link`;

/** POST /essays/{essay_id}/share-link: the essay's live share link, made when it has none. */
export function shareEssay(client: ApiClient, essayId: string): Promise<ShareLinkResponse> {
  return client.post(shareLinkPath(essayId), {}, ShareLinkResponse);
}

/** DELETE /essays/{essay_id}/share-link: the link stops opening the essay. */
export function revokeShareLink(client: ApiClient, essayId: string): Promise<void> {
  return client.delete(shareLinkPath(essayId));
}

/** Gets the essay's share link, or makes one when it has none. */
export function useShareEssay(essayId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: () => shareEssay(client, essayId) });
}

/** Revokes the essay's share link. */
export function useRevokeShareLink(essayId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: () => revokeShareLink(client, essayId) });
}

/** The PATCH data that makes the essay's link show `mode`, keeping the answers the teacher gives anyway. */
export function shareModePatch(essay: EssayResponse, mode: ShareMode): EssaySharingPatch {
  const given = visibleEdits(essay.data.edits ?? []).filter((edit) => edit.answer_given);
  return { share_mode: mode, answers_given: given.map(({ start, end }) => ({ start, end })) };
}
