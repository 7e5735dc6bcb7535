import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OrganisationBillingResponse,
  OrganisationIdParams,
  OrganisationLogoResponse,
  OrganisationPatchRequest,
  OrganisationResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentImage } from "../presenters/image.presenter";
import { presentOrganisation } from "../presenters/organisation.presenter";
import { organisationCredits } from "../services/billing/credit-balance.service";
import { getOrganisationLogo, readOrganisation, updateOrganisation } from "../services/schools/organisations.service";

/**
 * The /organisations calls of docs/behaviour/api.md on the school itself: reading and renaming it,
 * its logo and its credits. Only members may call them, except reading the logo, which the header
 * and printouts do without a token.
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
        data: await organisationCredits(deps, currentUserOf(request), request.params.organisation_id),
      }),
    );
  };
}
