import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CertificateListResponse,
  EssayCreateRequest,
  EssayCreateParams,
  EssayIdParams,
  EssayListQuery,
  EssayListResponse,
  EssayPatchRequest,
  EssayResponse,
  EssayRetryRequest,
  EssayTranscriptionResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import type { Essay } from "../db/essays.queries";
import { currentUserOf, viewerOf } from "../plugins/authenticate";
import { presentEssay, presentEssayToVisitor } from "../presenters/essay.presenter";
import { essayPeopleOf } from "../services/essays/essay-people";
import { presentEssayListEntry } from "../presenters/essay-list.presenter";
import { codesOfSchool, codesOfSchools } from "../services/schools/correction-codes";
import { presentEssayTranscription } from "../presenters/essay-transcription.presenter";
import { readEssayTranscription } from "../services/essays/essay-transcription";
import { preferredWaitMs } from "./prefer-wait";
import { listCertificates } from "../services/certificates/certificate-choice";
import { createEssay, listEssays, readEssay } from "../services/essays/essays.service";
import { patchEssay, patchRunsEngine } from "../services/essays/essay-patches";
import { retryEssay } from "../services/essays/essay-retry";

/** GET /essays's reply: each essay as its card shows it, with its school's correction codes, and the total found. */
async function listReply(deps: AppDeps, { essays, total, drafts }: Awaited<ReturnType<typeof listEssays>>) {
  const codesOf = await codesOfSchools(
    deps,
    essays.map((essay) => essay.organisation_id),
  );
  return {
    data: essays.map((essay) => presentEssayListEntry(essay, codesOf(essay.organisation_id), drafts.get(essay.id))),
    total,
  };
}

/**
 * The /essays calls of docs/behaviour/api.md. Reading the certificates needs no token. An essay opens
 * for its owner, with everything; anyone else reads it only while it is shared by its own id (an
 * essay given out before share links existed), as the student sees it. How its photos were read
 * is the owner's alone.
 */
export function essaysRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const limitEngineChanges = app.limitCalls("essayEngineChange");
    app.get("/essays/certificates", { schema: { response: { 200: CertificateListResponse } } }, async () => ({
      data: listCertificates(),
    }));

    app.get(
      "/essays",
      { onRequest: app.authenticate, schema: { querystring: EssayListQuery, response: { 200: EssayListResponse } } },
      async (request) => listReply(deps, await listEssays(deps, currentUserOf(request), request.query)),
    );

    app.get(
      "/essays/:essay_id",
      { onRequest: app.identify, schema: { params: EssayIdParams, response: { 200: EssayResponse } } },
      async (request) => {
        const { essay, viewerIsOwner } = await readEssay(deps, viewerOf(request), request.params.essay_id);
        const [codes, names] = await Promise.all([
          codesOfSchool(deps, essay.organisation_id),
          essayPeopleOf(deps, essay),
        ]);
        return viewerIsOwner ? presentEssay(essay, codes, names) : presentEssayToVisitor(essay, codes, names);
      },
    );

    app.get(
      "/essays/:essay_id/transcription",
      { onRequest: app.authenticate, schema: { params: EssayIdParams, response: { 200: EssayTranscriptionResponse } } },
      async (request) =>
        presentEssayTranscription(
          deps,
          await readEssayTranscription(deps, currentUserOf(request), request.params.essay_id),
        ),
    );

    app.post(
      "/essays/:essay_id",
      {
        onRequest: [app.authenticate, app.limitCalls("essayCreate")],
        schema: { params: EssayCreateParams, body: EssayCreateRequest, response: { 201: EssayResponse } },
      },
      async (request, reply) => {
        // `Prefer: wait=N`: the reply may wait (up to 2 s) for the correction, when the queue is idle.
        const waitMs = preferredWaitMs(request.headers.prefer);
        const essay = await createEssay(deps, currentUserOf(request), request.params.essay_id, request.body.data, {
          waitMs,
        });
        if (waitMs > 0) reply.header("preference-applied", `wait=${waitMs / 1000}`);
        return reply.status(201).send(await presentOwnEssay(deps, essay));
      },
    );

    app.patch(
      "/essays/:essay_id",
      {
        onRequest: app.authenticate,
        schema: { params: EssayIdParams, body: EssayPatchRequest, response: { 200: EssayResponse } },
        // Counted once the body is read, since only the changes that run the engine are limited.
        preHandler: async (request, reply) => {
          if (patchRunsEngine(request.body.data)) await limitEngineChanges(request, reply);
        },
      },
      async (request) => {
        const essay = await patchEssay(deps, currentUserOf(request), request.params.essay_id, request.body);
        return presentOwnEssay(deps, essay);
      },
    );

    await app.register(essayRetryRoute(deps));
  };
}

/** One essay's reply to its teacher: with its school's correction codes, and its teacher and school named. */
async function presentOwnEssay(deps: AppDeps, essay: Essay): Promise<EssayResponse> {
  const [codes, names] = await Promise.all([codesOfSchool(deps, essay.organisation_id), essayPeopleOf(deps, essay)]);
  return presentEssay(essay, codes, names);
}

/** POST /essays/{essay_id}/retry: a FAILURE essay corrected again from its own pages, class, student and task (see retryEssay). */
function essayRetryRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/essays/:essay_id/retry",
      {
        onRequest: [app.authenticate, app.limitCalls("essayCreate")],
        schema: { params: EssayIdParams, body: EssayRetryRequest, response: { 200: EssayResponse } },
      },
      async (request) => {
        const essay = await retryEssay(deps, currentUserOf(request), request.params.essay_id, request.body);
        return presentOwnEssay(deps, essay);
      },
    );
  };
}
