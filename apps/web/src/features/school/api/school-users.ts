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
import { myCreditsQueryKey } from "../../../lib/api/get-my-credits";
import { meQueryKey } from "../../../lib/api/get-me";
import { withoutTeacher, withTeacher } from "../utils/teacher-list";
import { schoolQueryKey } from "./get-school";

export const schoolUsersQueryKey = (schoolId: string) => ["organisations", schoolId, "users"] as const;

const usersPath = (schoolId: string) => `/organisations/${encodeURIComponent(schoolId)}/users`;

/** GET /organisations/{organisation_id}/users: its teachers and pending invitees. */
export function listSchoolUsers(client: ApiClient, schoolId: string): Promise<OrganisationUserListResponse> {
  return client.get(usersPath(schoolId), OrganisationUserListResponse);
}

export function schoolUsersQueryOptions(client: ApiClient, schoolId: string) {
  return queryOptions({
    queryKey: schoolUsersQueryKey(schoolId),
    queryFn: () => listSchoolUsers(client, schoolId),
  });
}

export function useSchoolUsers(schoolId: string) {
  return useQuery(schoolUsersQueryOptions(useApiClient(), schoolId));
}

/** POST /organisations/{organisation_id}/users: sends the invitation mail; replies with the invitee. */
export function inviteTeacher(
  client: ApiClient,
  schoolId: string,
  email: string,
): Promise<OrganisationUserInviteResponse> {
  return client.post(usersPath(schoolId), { data: { email } }, OrganisationUserInviteResponse);
}

/** DELETE /organisations/{organisation_id}/users/{user_id}. */
export function removeTeacher(client: ApiClient, schoolId: string, userId: string): Promise<void> {
  return client.delete(`${usersPath(schoolId)}/${encodeURIComponent(userId)}`);
}

/** PATCH /organisations/{organisation_id}/users/{user_id}: an owner makes a teacher an owner, or an owner a teacher again. */
export function setTeacherRole(
  client: ApiClient,
  schoolId: string,
  userId: string,
  role: OrganisationRole,
): Promise<OrganisationUserResponse> {
  return client.patch(
    `${usersPath(schoolId)}/${encodeURIComponent(userId)}`,
    { data: { role } },
    OrganisationUserResponse,
  );
}

/** Invites a teacher and adds them to the list at once. */
export function useInviteTeacher(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteTeacher(client, schoolId, email),
    onSuccess: (reply) => {
      queryClient.setQueryData<OrganisationUserListResponse>(
        schoolUsersQueryKey(schoolId),
        (list) => list && { ...list, data: withTeacher(list.data, reply.data) },
      );
      return queryClient.invalidateQueries({ queryKey: schoolUsersQueryKey(schoolId) });
    },
  });
}

/** Removes a teacher and drops them from the list; removing oneself changes one's own school and credits. */
export function useRemoveTeacher(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacher: OrganisationUser) => removeTeacher(client, schoolId, teacher.id),
    onSuccess: (_reply, teacher) => {
      queryClient.setQueryData<OrganisationUserListResponse>(
        schoolUsersQueryKey(schoolId),
        (list) => list && { ...list, data: withoutTeacher(list.data, teacher.id) },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolUsersQueryKey(schoolId) }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCreditsQueryKey }),
      ]);
    },
  });
}

/**
 * Changes a teacher's role and shows it in the list at once; the school's owners and the
 * signed-in teacher's own role (one may step down) are read again.
 */
export function useSetTeacherRole(schoolId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacher, role }: { teacher: OrganisationUser; role: OrganisationRole }) =>
      setTeacherRole(client, schoolId, teacher.id, role),
    onSuccess: (reply) => {
      queryClient.setQueryData<OrganisationUserListResponse>(
        schoolUsersQueryKey(schoolId),
        (list) => list && { ...list, data: withTeacher(list.data, reply.data) },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolUsersQueryKey(schoolId), exact: true }),
        queryClient.invalidateQueries({ queryKey: schoolQueryKey(schoolId), exact: true }),
        queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true }),
      ]);
    },
  });
}
