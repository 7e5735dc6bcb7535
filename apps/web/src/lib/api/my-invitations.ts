import { MyInvitationListResponse, UserMeResponse, type MyInvitation } from "@redpen/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";
import { myCreditsQueryKey } from "./get-my-credits";
import { meQueryKey } from "./get-me";

// Shared by the home page and the school page, which both show the invitation banner.

export const myInvitationsQueryKey = ["users", "me", "invitations"] as const;

const invitationPath = (invitationId: string) => `/users/me/invitations/${encodeURIComponent(invitationId)}`;

/** GET /users/me/invitations: the schools waiting for the teacher's 'Join' or 'Decline', oldest first. */
export function listMyInvitations(client: ApiClient): Promise<MyInvitationListResponse> {
  return client.get("/users/me/invitations", MyInvitationListResponse);
}

export function myInvitationsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: myInvitationsQueryKey, queryFn: () => listMyInvitations(client) });
}

export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions(useApiClient()));
}

/**
 * 'Join': POST /users/me/invitations/{id}/join. The reply is the teacher with the school added to
 * their list (the current school stays as it was), shown at once by the header's school switch.
 */
export function useJoinInvitation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: MyInvitation) => client.post(`${invitationPath(invitation.id)}/join`, {}, UserMeResponse),
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      // A teacher who had no school works in the one they joined: its credits are theirs now.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCreditsQueryKey }),
      ]);
    },
  });
}

/** 'Decline': DELETE /users/me/invitations/{id}; nothing else changes. */
export function useDeclineInvitation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: MyInvitation) => client.delete(invitationPath(invitation.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInvitationsQueryKey }),
  });
}
