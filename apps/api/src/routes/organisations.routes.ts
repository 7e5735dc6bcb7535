import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { OrganisationIdParams, OrganisationPatchRequest, OrganisationResponse } from "@redpen/contract";
import type { Database } from "../db/schema";
import { currentUserOf } from "../plugins/authenticate";
import type { OrganisationRow } from "../db/organisations.queries";
import { getOrganisationForMember, updateOrganisation } from "../services/organisations.service";

const toResponse = (organisation: OrganisationRow): OrganisationResponse => ({
  id: organisation.id,
  version: organisation.version,
  data: { logo_image_id: organisation.logo_image_id },
});

export function organisationsRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", app.authenticate);

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id",
      { schema: { params: OrganisationIdParams, response: { 200: OrganisationResponse } } },
      async (request) => {
        return toResponse(await getOrganisationForMember(db, currentUserOf(request), request.params.organisation_id));
      },
    );

    app.patch<{ Params: OrganisationIdParams; Body: OrganisationPatchRequest }>(
      "/organisations/:organisation_id",
      { schema: { params: OrganisationIdParams, body: OrganisationPatchRequest, response: { 200: OrganisationResponse } } },
      async (request) => toResponse(await updateOrganisation(db, currentUserOf(request), request.params.organisation_id, request.body)),
    );
  };
}
