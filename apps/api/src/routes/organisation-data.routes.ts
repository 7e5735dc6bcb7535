import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrganisationDeleteRequest, OrganisationDeletionPreviewResponse, OrganisationIdParams } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentEssay } from "../presenters/essay.presenter";
import { presentPurchase } from "../presenters/purchase.presenter";
import { deleteOrganisation, previewDeletion } from "../services/schools/organisation-deletion";
import { exportOrganisation } from "../services/schools/organisation-export";

/** An owner's calls on the whole school's data (docs/behaviour/api.md): what deleting it would take, deleting it, and exporting it. */
export function organisationDataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
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
        const archive = await exportOrganisation(deps, currentUserOf(request), request.params.organisation_id, {
          essay: presentEssay,
          purchase: presentPurchase,
        });
        return reply
          .type("application/zip")
          .header("content-disposition", `attachment; filename="${archive.fileName}"`)
          .header("cache-control", "no-store")
          .send(archive.stream);
      },
    );
  };
}
