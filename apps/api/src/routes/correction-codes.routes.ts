import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CorrectionCodesPutRequest, CorrectionCodesResponse, OrganisationIdParams } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { readCorrectionCodes, saveCorrectionCodes, type SchoolCodes } from "../services/schools/correction-codes";

const present = ({ version, codes, isDefault }: SchoolCodes): CorrectionCodesResponse => ({
  version,
  data: { codes, is_default: isDefault },
});

/** A school's correction codes: any of its teachers reads them, an owner saves the whole list. */
export function correctionCodesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/organisations/:organisation_id/correction-codes",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: CorrectionCodesResponse } },
      },
      async (request) =>
        present(await readCorrectionCodes(deps, currentUserOf(request), request.params.organisation_id)),
    );

    app.put(
      "/organisations/:organisation_id/correction-codes",
      {
        onRequest: app.authenticate,
        schema: {
          params: OrganisationIdParams,
          body: CorrectionCodesPutRequest,
          response: { 200: CorrectionCodesResponse },
        },
      },
      async (request) =>
        present(await saveCorrectionCodes(deps, currentUserOf(request), request.params.organisation_id, request.body)),
    );
  };
}
