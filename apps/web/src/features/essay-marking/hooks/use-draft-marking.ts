import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { EssayDraftsResponse, EssayEdit, TeacherDraft } from "@redpen/contract";
import { useApiClient } from "../../../lib/api/api-context";
import { essayDraftsKey, getEssayDrafts, patchDraft } from "../../../lib/api/essay-drafts";
import { useEditsMarking, type MarkingStore } from "./use-edits-marking";

/**
 * The teacher's marking of a student's draft, as of an essay (see useEditsMarking): shown from the
 * essay's drafts query, saved with PATCH /essays/{id}/drafts/{draft_id} and `edits`.
 */
export function useDraftMarking(essayId: string, draftId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useMemo<MarkingStore<TeacherDraft>>(() => {
    const key = essayDraftsKey(essayId);
    const put = (draft: TeacherDraft) =>
      queryClient.setQueryData<EssayDraftsResponse>(key, (list) =>
        list
          ? {
              data: {
                ...list.data,
                drafts: list.data.drafts.map((other) => (other.id === draft.id ? draft : other)),
              },
            }
          : list,
      );
    return {
      cached: () => queryClient.getQueryData<EssayDraftsResponse>(key)?.data.drafts.find(({ id }) => id === draftId),
      parts: (draft) => ({ version: draft.version, text: draft.text, edits: draft.edits }),
      show: (draft, edits: EssayEdit[]) => put({ ...draft, edits }),
      put,
      save: async (version, edits) => (await patchDraft(client, essayId, draftId, { version, data: { edits } })).data,
      fetch: async () => {
        const drafts = (await getEssayDrafts(client, essayId)).data.drafts;
        const draft = drafts.find(({ id }) => id === draftId);
        if (!draft) throw new Error("This draft is no longer there: reload the page.");
        return draft;
      },
    };
  }, [client, queryClient, essayId, draftId]);
  return useEditsMarking(store);
}
