import type { FastifyInstance } from "fastify";
import {
  CertificateListResponse,
  EssayCreateRequest,
  EssayIdParams,
  EssayListQuery,
  EssayListResponse,
  EssayPatchRequest,
  EssayResponse,
  EssayTranscriptionResponse,
} from "@redpen/contract";
import { currentUserOf, viewerOf } from "../plugins/authenticate";
import { readEssayTranscription, type EssayTranscriptionDeps } from "../services/essay-transcription";
import {
  createEssay,
  listCertificates,
  listEssays,
  patchEssay,
  readEssay,
  toEssayResponse,
  type EssaysDeps,
} from "../services/essays.service";

/**
 * The /essays calls of SPEC.md 7. Reading an essay and the certificates needs no token; reading an
 * essay with its owner's token also shows the owner's ratings of the correction; how its photos
 * were read is the owner's alone.
 */
export function essaysRoutes(deps: EssaysDeps & EssayTranscriptionDeps) {
  return async (app: FastifyInstance) => {
    app.get("/essays/certificates", { schema: { response: { 200: CertificateListResponse } } }, async () => ({
      data: listCertificates(),
    }));

    app.get<{ Querystring: EssayListQuery }>(
      "/essays",
      { onRequest: app.authenticate, schema: { querystring: EssayListQuery, response: { 200: EssayListResponse } } },
      async (request) => ({
        data: (await listEssays(deps.db, currentUserOf(request), request.query)).map(toEssayResponse),
      }),
    );

    app.get<{ Params: EssayIdParams }>(
      "/essays/:essay_id",
      { onRequest: app.identify, schema: { params: EssayIdParams, response: { 200: EssayResponse } } },
      async (request) => readEssay(deps.db, viewerOf(request), request.params.essay_id),
    );

    app.get<{ Params: EssayIdParams }>(
      "/essays/:essay_id/transcription",
      { onRequest: app.authenticate, schema: { params: EssayIdParams, response: { 200: EssayTranscriptionResponse } } },
      async (request) => readEssayTranscription(deps, currentUserOf(request), request.params.essay_id),
    );

    app.post<{ Params: EssayIdParams; Body: EssayCreateRequest }>(
      "/essays/:essay_id",
      {
        onRequest: [app.authenticate, app.limitCalls("essayCreate")],
        schema: { params: EssayIdParams, body: EssayCreateRequest, response: { 201: EssayResponse } },
      },
      async (request, reply) => {
        const essay = await createEssay(deps, currentUserOf(request), request.params.essay_id, request.body.data);
        return reply.status(201).send(toEssayResponse(essay));
      },
    );

    app.patch<{ Params: EssayIdParams; Body: EssayPatchRequest }>(
      "/essays/:essay_id",
      {
        onRequest: app.authenticate,
        schema: { params: EssayIdParams, body: EssayPatchRequest, response: { 200: EssayResponse } },
      },
      async (request) =>
        toEssayResponse(await patchEssay(deps, currentUserOf(request), request.params.essay_id, request.body)),
    );
  };
}
