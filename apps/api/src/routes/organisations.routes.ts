import type { FastifyInstance } from "fastify";
import {
  MarkingResponse,
  SchoolCorrectionListResponse,
  SchoolCorrectionParams,
  SchoolCorrectionPatchRequest,
  SchoolCorrectionResponse,
  OrganisationBillingResponse,
  OrganisationDeleteRequest,
  OrganisationIdParams,
  OrganisationLogoResponse,
  OrganisationPatchRequest,
  OrganisationResponse,
  OrganisationUserInviteRequest,
  OrganisationUserInviteResponse,
  OrganisationUserListResponse,
  OrganisationUserParams,
} from "@redpen/contract";
import { currentUserOf } from "../plugins/authenticate";
import { organisationBilling } from "../services/billing.service";
import { toImageResponse } from "../services/images.service";
import {
  inviteTeacher,
  listOrganisationUsers,
  removeTeacher,
  type OrganisationUsersDeps,
} from "../services/organisation-users.service";
import { deleteOrganisation } from "../services/organisation-deletion";
import { exportOrganisation } from "../services/organisation-export";
import {
  getOrganisationForMember,
  getOrganisationLogo,
  toOrganisationResponse,
  updateOrganisation,
} from "../services/organisations.service";
import { listRememberedCorrections, switchRememberedCorrection } from "../services/school-corrections";
import { schoolMarking } from "../services/school-marking";
import type { ImageStorage } from "../storage/image-storage";

/** What the organisation calls need: the invitations' needs, the api's address for the logo's uri, and the image storage for the export and the deletion. */
export interface OrganisationsDeps extends OrganisationUsersDeps {
  /** Base address of the api as the browser reaches it, for the logo's uri. */
  publicApiUrl: string;
  storage: ImageStorage;
}

/**
 * The /organisations calls of SPEC.md 7. Only members may call them, except reading the logo,
 * which the header and printouts do without a token.
 */
export function organisationsRoutes(deps: OrganisationsDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationResponse } },
      },
      async (request) =>
        toOrganisationResponse(
          db,
          await getOrganisationForMember(db, currentUserOf(request), request.params.organisation_id),
        ),
    );

    app.patch<{ Params: OrganisationIdParams; Body: OrganisationPatchRequest }>(
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
        toOrganisationResponse(
          db,
          await updateOrganisation(db, currentUserOf(request), request.params.organisation_id, request.body),
        ),
    );

    // The owner's typed name confirms it (a different one is a 400); 204 once everything is gone.
    app.delete<{ Params: OrganisationIdParams; Body: OrganisationDeleteRequest }>(
      "/organisations/:organisation_id",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, body: OrganisationDeleteRequest } },
      async (request, reply) => {
        await deleteOrganisation(deps, currentUserOf(request), request.params.organisation_id, request.body.data.name);
        return reply.status(204).send();
      },
    );

    // A zip streamed as it is made; "no-store", as it holds every essay of the school.
    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/export",
      { onRequest: [app.authenticate, app.limitCalls("export")], schema: { params: OrganisationIdParams } },
      async (request, reply) => {
        const archive = await exportOrganisation(deps, currentUserOf(request), request.params.organisation_id);
        return reply
          .type("application/zip")
          .header("content-disposition", `attachment; filename="${archive.fileName}"`)
          .header("cache-control", "no-store")
          .send(archive.stream);
      },
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/logo",
      { schema: { params: OrganisationIdParams, response: { 200: OrganisationLogoResponse } } },
      async (request) => toImageResponse(deps, await getOrganisationLogo(db, request.params.organisation_id)),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/billing",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationBillingResponse } },
      },
      async (request) => ({
        data: await organisationBilling(db, currentUserOf(request), request.params.organisation_id),
      }),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/users",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: OrganisationUserListResponse } },
      },
      async (request) => ({
        data: await listOrganisationUsers(db, currentUserOf(request), request.params.organisation_id),
      }),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/corrections",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: SchoolCorrectionListResponse } },
      },
      async (request) => ({
        data: await listRememberedCorrections(db, currentUserOf(request), request.params.organisation_id),
      }),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/marking",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: MarkingResponse } } },
      async (request) => ({ data: await schoolMarking(db, currentUserOf(request), request.params.organisation_id) }),
    );

    app.patch<{ Params: SchoolCorrectionParams; Body: SchoolCorrectionPatchRequest }>(
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
        return {
          data: await switchRememberedCorrection(
            db,
            currentUserOf(request),
            organisation_id,
            correction_id,
            request.body.data.switched_off,
          ),
        };
      },
    );

    // 201 with a new invitation; 200 when the email was invited already and only gets the email again.
    app.post<{ Params: OrganisationIdParams; Body: OrganisationUserInviteRequest }>(
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
        return reply.status(invited.created ? 201 : 200).send({ data: invited.user });
      },
    );

    app.delete<{ Params: OrganisationUserParams }>(
      "/organisations/:organisation_id/users/:user_id",
      { onRequest: app.authenticate, schema: { params: OrganisationUserParams } },
      async (request, reply) => {
        await removeTeacher(db, currentUserOf(request), request.params.organisation_id, request.params.user_id);
        return reply.status(204).send();
      },
    );
  };
}
