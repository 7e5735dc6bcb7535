import {
  OrganisationUserInviteResponse,
  OrganisationUserListResponse,
  OrganisationUserResponse,
  type OrganisationRole,
  type OrganisationUser,
} from "@redpen/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";
import { myBillingQueryKey } from "../../../lib/api/get-billing";
import { meQueryKey } from "../../../lib/api/get-me";
import { withoutTeacher, withTeacher } from "../utils/teacher-list";
import { organisationQueryKey } from "./get-organisation";

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

/** PATCH /organisations/{organisation_id}/users/{user_id}: an owner makes a teacher an owner, or an owner a teacher again. */
export function setTeacherRole(
  client: ApiClient,
  organisationId: string,
  userId: string,
  role: OrganisationRole,
): Promise<OrganisationUserResponse> {
  return client.patch(
    `${usersPath(organisationId)}/${encodeURIComponent(userId)}`,
    { data: { role } },
    OrganisationUserResponse,
  );
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

/**
 * Changes a teacher's role and shows it in the list at once; the organisation's owners and the
 * signed-in teacher's own role (one may step down) are read again.
 */
export function useSetTeacherRole(organisationId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacher, role }: { teacher: OrganisationUser; role: OrganisationRole }) =>
      setTeacherRole(client, organisationId, teacher.id, role),
    onSuccess: (reply) => {
      queryClient.setQueryData<OrganisationUserListResponse>(
        organisationUsersQueryKey(organisationId),
        (list) => list && { ...list, data: withTeacher(list.data, reply.data) },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey(organisationId), exact: true }),
        queryClient.invalidateQueries({ queryKey: organisationQueryKey(organisationId), exact: true }),
        queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true }),
      ]);
    },
  });
}
