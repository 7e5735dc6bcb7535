import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { OrganisationIdParams, OrganisationResponse } from "@redpen/contract";
import type { Database } from "../db/schema";
import { currentUserOf } from "../plugins/authenticate";
import { getOrganisationForMember } from "../services/organisations.service";

export function organisationsRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", app.authenticate);

    app.get<{ Params: OrganisationIdParams }>(
      "/organisations/:organisation_id",
      { schema: { params: OrganisationIdParams, response: { 200: OrganisationResponse } } },
      async (request) => {
        const organisation = await getOrganisationForMember(db, currentUserOf(request), request.params.organisation_id);
        return { id: organisation.id, version: organisation.version, data: { logo_image_id: organisation.logo_image_id } };
      },
    );
  };
}
