import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { EssayIdParams, EssayResponse, SharedEssayParams, ShareLinkResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { essayPeopleOf } from "../services/essays/essay-people";
import { presentEssayToVisitor } from "../presenters/essay.presenter";
import { presentShareLink } from "../presenters/share-link.presenter";
import { codesOfSchool } from "../services/schools/correction-codes";
import { readSharedEssay, revokeShareLink, shareEssay } from "../services/essays/share-links.service";

/**
 * The links a teacher gives a student (/s/{token}): the essay's teacher makes one (or gets the one
 * it has) and revokes it; anyone with a live link reads the essay as its student does, with no token.
 */
export function shareLinksRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/essays/:essay_id/share-link",
      {
        onRequest: app.authenticate,
        schema: { params: EssayIdParams, response: { 200: ShareLinkResponse, 201: ShareLinkResponse } },
      },
      async (request, reply) => {
        const { link, created } = await shareEssay(deps, currentUserOf(request), request.params.essay_id);
        return reply.status(created ? 201 : 200).send(presentShareLink(link));
      },
    );

    app.delete(
      "/essays/:essay_id/share-link",
      { onRequest: app.authenticate, schema: { params: EssayIdParams } },
      async (request, reply) => {
        await revokeShareLink(deps, currentUserOf(request), request.params.essay_id);
        return reply.status(204).send();
      },
    );

    app.get(
      "/shared-essays/:share_token",
      { schema: { params: SharedEssayParams, response: { 200: EssayResponse } } },
      async (request) => {
        const essay = await readSharedEssay(deps, request.params.share_token);
        return presentEssayToVisitor(
          essay,
          await codesOfSchool(deps, essay.organisation_id),
          await essayPeopleOf(deps, essay),
        );
      },
    );
  };
}
