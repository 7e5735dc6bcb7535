import { OrganisationUserInviteResponse, OrganisationUserListResponse, type OrganisationUser } from "@redpen/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { myBillingQueryKey } from "../../../lib/api/get-billing";
import { meQueryKey } from "../../../lib/api/get-me";
import { withoutTeacher, withTeacher } from "../utils/teacher-list";

export const organisationUsersQueryKey = (organisationId: string) =>
  ["organisations", organisationId, "users"] as const;

const usersPath = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}/users`;

/** GET /organisations/{organisation_id}/users: its teachers and pending invitees. */
export function listOrganisationUsers(
  client: ApiClient,
  organisationId: string,
): Promise<OrganisationUserListResponse> {
  return client.get(usersPath(organisationId), OrganisationUserListResponse);
}

export function organisationUsersQueryOptions(client: ApiClient, organisationId: string) {
  return queryOptions({
    queryKey: organisationUsersQueryKey(organisationId),
    queryFn: () => listOrganisationUsers(client, organisationId),
  });
}

export function useOrganisationUsers(organisationId: string) {
  return useQuery(organisationUsersQueryOptions(useApiClient(), organisationId));
}

/** POST /organisations/{organisation_id}/users: sends the invitation mail; replies with the invitee. */
export function inviteTeacher(
  client: ApiClient,
  organisationId: string,
  email: string,
): Promise<OrganisationUserInviteResponse> {
  return client.post(usersPath(organisationId), { data: { email } }, OrganisationUserInviteResponse);
}

/** DELETE /organisations/{organisation_id}/users/{user_id}. */
export function removeTeacher(client: ApiClient, organisationId: string, userId: string): Promise<void> {
  return client.delete(`${usersPath(organisationId)}/${encodeURIComponent(userId)}`);
}

/** Invites a teacher and adds them to the list at once. */
export function useInviteTeacher(organisationId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteTeacher(client, organisationId, email),
    onSuccess: (reply) => {
      queryClient.setQueryData<OrganisationUserListResponse>(
        organisationUsersQueryKey(organisationId),
        (list) => list && { ...list, data: withTeacher(list.data, reply.data) },
      );
      return queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey(organisationId) });
    },
  });
}

/** Removes a teacher and drops them from the list; removing oneself changes one's own organisation and credits. */
export function useRemoveTeacher(organisationId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacher: OrganisationUser) => removeTeacher(client, organisationId, teacher.id),
    onSuccess: (_reply, teacher) => {
      queryClient.setQueryData<OrganisationUserListResponse>(
        organisationUsersQueryKey(organisationId),
        (list) => list && { ...list, data: withoutTeacher(list.data, teacher.id) },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey(organisationId) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: myBillingQueryKey }),
      ]);
    },
  });
}
