import { SharedDraftResponse, SharedDraftsResponse, type DraftPatch } from "@redpen/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api/api-context";
import { essayDraftsKey, getEssayDrafts, patchDraft, putDraftSettings } from "../../../lib/api/essay-drafts";

const sharedDraftsKey = (token: string) => ["essays", "shared", token, "drafts"] as const;
const sharedPath = (token: string) => `/shared-essays/${encodeURIComponent(token)}/drafts`;

/** GET /shared-essays/{share_token}/drafts: whether the student may send a draft, and those sent. */
export function useSharedDrafts(token: string) {
  const client = useApiClient();
  return useQuery(
    queryOptions({
      queryKey: sharedDraftsKey(token),
      queryFn: () => client.get(sharedPath(token), SharedDraftsResponse),
    }),
  );
}

/** POST /shared-essays/{share_token}/drafts: sends the student's draft; the reply is its check. */
export function useSendDraft(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => client.post(sharedPath(token), { text }, SharedDraftResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedDraftsKey(token) }),
  });
}

/** The teacher's setting and the student's drafts, from GET /essays/{essay_id}/drafts. */
export function useEssayDrafts(essayId: string) {
  const client = useApiClient();
  return useQuery(queryOptions({ queryKey: essayDraftsKey(essayId), queryFn: () => getEssayDrafts(client, essayId) }));
}

/** PUT /essays/{essay_id}/draft-settings: how many drafts the student may send (0: none). */
export function useAllowDrafts(essayId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftsAllowed: number) => putDraftSettings(client, essayId, draftsAllowed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: essayDraftsKey(essayId) }),
  });
}

/** PATCH /essays/{essay_id}/drafts/{draft_id}: the teacher confirms, re-marks or grades a draft. */
export function usePatchDraft(essayId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftId, body }: { draftId: string; body: DraftPatch }) =>
      patchDraft(client, essayId, draftId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: essayDraftsKey(essayId) }),
  });
}
