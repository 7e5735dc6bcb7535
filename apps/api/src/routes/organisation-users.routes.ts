import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OrganisationIdParams,
  OrganisationUserInviteRequest,
  OrganisationUserInviteResponse,
  OrganisationUserListResponse,
  OrganisationUserParams,
  OrganisationUserPatchRequest,
  OrganisationUserResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentInvitedUser, presentMember, presentOrganisationUsers } from "../presenters/organisation-user.presenter";
import {
  inviteTeacher,
  listOrganisationUsers,
  removeTeacher,
  setTeacherRole,
} from "../services/schools/organisation-users.service";

/** The school's teachers and invitations (docs/behaviour/api.md): listing, inviting, naming owners, removing and leaving. */
export function organisationUsersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/organisations/:organisation_id/users",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationUserListResponse } },
      },
      async (request) => {
        const { organisation_id } = request.params;
        const users = await listOrganisationUsers(deps, currentUserOf(request), organisation_id);
        return { data: presentOrganisationUsers(organisation_id, users) };
      },
    );

    // 201 with a new invitation; 200 when the email was invited already and only gets the email again.
    app.post(
      "/organisations/:organisation_id/users",
      {
        onRequest: [app.authenticate, app.limitCalls("invitation")],
        schema: {
          params: OrganisationIdParams,
          body: OrganisationUserInviteRequest,
          response: { 200: OrganisationUserInviteResponse, 201: OrganisationUserInviteResponse },
        },
      },
      async (request, reply) => {
        const invited = await inviteTeacher(
          deps,
          currentUserOf(request),
          request.params.organisation_id,
          request.body.data.email,
        );
        return reply.status(invited.created ? 201 : 200).send({ data: presentInvitedUser(invited.invitation) });
      },
    );

    // An owner names another owner, or makes an owner a teacher again (themselves too, while another owner remains).
    app.patch(
      "/organisations/:organisation_id/users/:user_id",
      {
        onRequest: app.authenticate,
        schema: {
          params: OrganisationUserParams,
          body: OrganisationUserPatchRequest,
          response: { 200: OrganisationUserResponse },
        },
      },
      async (request) => {
        const { organisation_id, user_id } = request.params;
        const member = await setTeacherRole(
          deps,
          currentUserOf(request),
          organisation_id,
          user_id,
          request.body.data.role,
        );
        return { data: presentMember(member, organisation_id) };
      },
    );

    // An owner removes a teacher, a teacher leaves (their own id), any teacher withdraws an invitation (its id).
    app.delete(
      "/organisations/:organisation_id/users/:user_id",
      { onRequest: app.authenticate, schema: { params: OrganisationUserParams } },
      async (request, reply) => {
        await removeTeacher(deps, currentUserOf(request), request.params.organisation_id, request.params.user_id);
        return reply.status(204).send();
      },
    );
  };
}
