import type { FastifyInstance } from "fastify";
import {
  MarkingResponse,
  SchoolCorrectionListResponse,
  SchoolCorrectionParams,
  SchoolCorrectionPatchRequest,
  SchoolCorrectionResponse,
  OrganisationBillingResponse,
  OrganisationIdParams,
  OrganisationLogoResponse,
  OrganisationPatchRequest,
  OrganisationResponse,
  OrganisationUserInviteRequest,
  OrganisationUserInviteResponse,
  OrganisationUserListResponse,
  OrganisationUserParams,
} from "@redpen/contract";
import type { OrganisationRow } from "../db/organisations.queries";
import { currentUserOf } from "../plugins/authenticate";
import { organisationBilling } from "../services/billing.service";
import { toImageResponse } from "../services/images.service";
import { inviteTeacher, listOrganisationUsers, removeTeacher, type OrganisationUsersDeps } from "../services/organisation-users.service";
import { getOrganisationForMember, getOrganisationLogo, updateOrganisation } from "../services/organisations.service";
import { listRememberedCorrections, switchRememberedCorrection } from "../services/school-corrections";
import { schoolMarking } from "../services/school-marking";

/** What the organisation calls need: the invitations' needs, and the api's address for the logo's uri. */
export interface OrganisationsDeps extends OrganisationUsersDeps {
  /** Base address of the api as the browser reaches it, for the logo's uri. */
  publicApiUrl: string;
}

const toResponse = (organisation: OrganisationRow): OrganisationResponse => ({
  id: organisation.id,
  version: organisation.version,
  data: { logo_image_id: organisation.logo_image_id },
});

/**
 * The /organisations calls of SPEC.md 7. Only members may call them, except reading the logo,
 * which the header and printouts do without a token.
 */
export function organisationsRoutes(deps: OrganisationsDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: OrganisationResponse } } },
      async (request) => toResponse(await getOrganisationForMember(db, currentUserOf(request), request.params.organisation_id)),
    );

    app.patch<{ Params: OrganisationIdParams; Body: OrganisationPatchRequest }>(
      "/organisations/:organisation_id",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, body: OrganisationPatchRequest, response: { 200: OrganisationResponse } } },
      async (request) => toResponse(await updateOrganisation(db, currentUserOf(request), request.params.organisation_id, request.body)),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/logo",
      { schema: { params: OrganisationIdParams, response: { 200: OrganisationLogoResponse } } },
      async (request) => toImageResponse(deps, await getOrganisationLogo(db, request.params.organisation_id)),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/billing",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: OrganisationBillingResponse } } },
      async (request) => ({ data: await organisationBilling(db, currentUserOf(request), request.params.organisation_id) }),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/users",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: OrganisationUserListResponse } } },
      async (request) => ({ data: await listOrganisationUsers(db, currentUserOf(request), request.params.organisation_id) }),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/corrections",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: SchoolCorrectionListResponse } } },
      async (request) => ({ data: await listRememberedCorrections(db, currentUserOf(request), request.params.organisation_id) }),
    );

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id/marking",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: MarkingResponse } } },
      async (request) => ({ data: await schoolMarking(db, currentUserOf(request), request.params.organisation_id) }),
    );

    app.patch<{ Params: SchoolCorrectionParams; Body: SchoolCorrectionPatchRequest }>(
      "/organisations/:organisation_id/corrections/:correction_id",
      { onRequest: app.authenticate, schema: { params: SchoolCorrectionParams, body: SchoolCorrectionPatchRequest, response: { 200: SchoolCorrectionResponse } } },
      async (request) => {
        const { organisation_id, correction_id } = request.params;
        return { data: await switchRememberedCorrection(db, currentUserOf(request), organisation_id, correction_id, request.body.data.switched_off) };
      },
    );

    // 201 with a new invitation; 200 when the email was invited already and only gets the email again.
    app.post<{ Params: OrganisationIdParams; Body: OrganisationUserInviteRequest }>(
      "/organisations/:organisation_id/users",
      {
        onRequest: [app.authenticate, app.limitCalls("invitation")],
        schema: { params: OrganisationIdParams, body: OrganisationUserInviteRequest, response: { 200: OrganisationUserInviteResponse, 201: OrganisationUserInviteResponse } },
      },
      async (request, reply) => {
        const invited = await inviteTeacher(deps, currentUserOf(request), request.params.organisation_id, request.body.data.email);
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
