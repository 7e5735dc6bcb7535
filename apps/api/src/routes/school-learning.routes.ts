import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AgreementResponse,
  SchoolCorrectionListResponse,
  SchoolCorrectionParams,
  SchoolCorrectionPatchRequest,
  SchoolCorrectionResponse,
  OrganisationIdParams,
  OrganisationModelResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentSchoolCorrection } from "../presenters/school-correction.presenter";
import { readSchoolCorrections, switchSchoolCorrection } from "../services/schools/school-corrections";
import { organisationModel } from "../services/schools/organisation-model";
import { schoolAgreement } from "../services/schools/school-agreement";

/**
 * What a school's teachers teach Redpen (docs/behaviour/api.md): its corrections (listed, switched
 * off or on), how Redpen's advice agrees with its teachers, and its grading model. Members only.
 */
export function schoolLearningRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/organisations/:organisation_id/corrections",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: SchoolCorrectionListResponse } },
      },
      async (request) => {
        const rows = await readSchoolCorrections(deps, currentUserOf(request), request.params.organisation_id);
        return { data: rows.map(presentSchoolCorrection) };
      },
    );

    app.get(
      "/organisations/:organisation_id/marking",
      { onRequest: app.authenticate, schema: { params: OrganisationIdParams, response: { 200: AgreementResponse } } },
      async (request) => ({
        data: await schoolAgreement(deps, currentUserOf(request), request.params.organisation_id),
      }),
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
        const row = await switchSchoolCorrection(
          deps,
          currentUserOf(request),
          organisation_id,
          correction_id,
          request.body.data.switched_off,
        );
        return { data: presentSchoolCorrection(row) };
      },
    );
  };
}
