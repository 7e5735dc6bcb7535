import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MarkingResponse,
  SchoolCorrectionListResponse,
  SchoolCorrectionParams,
  SchoolCorrectionPatchRequest,
  SchoolCorrectionResponse,
  OrganisationBillingResponse,
  OrganisationDeleteRequest,
  OrganisationDeletionPreviewResponse,
  OrganisationIdParams,
  OrganisationLogoResponse,
  OrganisationModelResponse,
  OrganisationPatchRequest,
  OrganisationResponse,
  OrganisationUserInviteRequest,
  OrganisationUserInviteResponse,
  OrganisationUserListResponse,
  OrganisationUserParams,
  OrganisationUserPatchRequest,
  OrganisationUserResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentEssay } from "../presenters/essay.presenter";
import { presentImage } from "../presenters/image.presenter";
import { presentOrganisation } from "../presenters/organisation.presenter";
import { presentInvitedUser, presentMember, presentOrganisationUsers } from "../presenters/organisation-user.presenter";
import { presentSchoolCorrection } from "../presenters/school-correction.presenter";
import { organisationBilling } from "../services/billing/billing.service";
import {
  inviteTeacher,
  listOrganisationUsers,
  removeTeacher,
  setTeacherRole,
} from "../services/schools/organisation-users.service";
import { deleteOrganisation, previewDeletion } from "../services/schools/organisation-deletion";
import { exportOrganisation } from "../services/schools/organisation-export";
import { getOrganisationLogo, readOrganisation, updateOrganisation } from "../services/schools/organisations.service";
import { listRememberedCorrections, switchRememberedCorrection } from "../services/schools/school-corrections";
import { organisationModel } from "../services/schools/organisation-model";
import { schoolMarking } from "../services/schools/school-marking";

/**
 * The /organisations calls of docs/behaviour/api.md. Only members may call them, except reading the logo,
 * which the header and printouts do without a token.
 */
export function organisationsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/organisations/:organisation_id",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationResponse } },
      },
      async (request) =>
        presentOrganisation(await readOrganisation(deps, currentUserOf(request), request.params.organisation_id)),
    );

    app.patch(
      "/organisations/:organisation_id",
      {
        onRequest: app.authenticate,
        schema: {
          params: OrganisationIdParams,
          body: OrganisationPatchRequest,
          response: { 200: OrganisationResponse },
        },
      },
      async (request) =>
        presentOrganisation(
          await updateOrganisation(deps, currentUserOf(request), request.params.organisation_id, request.body),
        ),
    );

    // An owner's typed name confirms it (a different one is a 400); 204 once everything is gone.
    app.delete(
      "/organisations/:organisation_id",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, body: OrganisationDeleteRequest } },
      async (request, reply) => {
        await deleteOrganisation(deps, currentUserOf(request), request.params.organisation_id, request.body.data.name);
        return reply.status(204).send();
      },
    );

    // For an owner's deletion dialog: whose essays would go and whose stay, the credits and invitations lost.
    app.get(
      "/organisations/:organisation_id/deletion",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationDeletionPreviewResponse } },
      },
      async (request) => ({
        data: await previewDeletion(deps, currentUserOf(request), request.params.organisation_id),
      }),
    );

    // For an owner: a zip streamed as it is made; "no-store", as it holds every essay of the school.
    app.get(
      "/organisations/:organisation_id/export",
      { onRequest: [app.authenticate, app.limitCalls("export")], schema: { params: OrganisationIdParams } },
      async (request, reply) => {
        const archive = await exportOrganisation(
          deps,
          currentUserOf(request),
          request.params.organisation_id,
          presentEssay,
        );
        return reply
          .type("application/zip")
          .header("content-disposition", `attachment; filename="${archive.fileName}"`)
          .header("cache-control", "no-store")
          .send(archive.stream);
      },
    );

    app.get(
      "/organisations/:organisation_id/logo",
      { schema: { params: OrganisationIdParams, response: { 200: OrganisationLogoResponse } } },
      async (request) => presentImage(deps, await getOrganisationLogo(deps, request.params.organisation_id)),
    );

    app.get(
      "/organisations/:organisation_id/billing",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationBillingResponse } },
      },
      async (request) => ({
        data: await organisationBilling(deps, currentUserOf(request), request.params.organisation_id),
      }),
    );

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

    app.get(
      "/organisations/:organisation_id/corrections",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: SchoolCorrectionListResponse } },
      },
      async (request) => {
        const rows = await listRememberedCorrections(deps, currentUserOf(request), request.params.organisation_id);
        return { data: rows.map(presentSchoolCorrection) };
      },
    );

    app.get(
      "/organisations/:organisation_id/marking",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: MarkingResponse } } },
      async (request) => ({ data: await schoolMarking(deps, currentUserOf(request), request.params.organisation_id) }),
    );

    app.get(
      "/organisations/:organisation_id/model",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationModelResponse } },
      },
      async (request) => ({
        data: await organisationModel(deps, currentUserOf(request), request.params.organisation_id),
      }),
    );

    app.patch(
      "/organisations/:organisation_id/corrections/:correction_id",
      {
        onRequest: app.authenticate,
        schema: {
          params: SchoolCorrectionParams,
          body: SchoolCorrectionPatchRequest,
          response: { 200: SchoolCorrectionResponse },
        },
      },
      async (request) => {
        const { organisation_id, correction_id } = request.params;
        const row = await switchRememberedCorrection(
          deps,
          currentUserOf(request),
          organisation_id,
          correction_id,
          request.body.data.switched_off,
        );
        return { data: presentSchoolCorrection(row) };
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
