import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MyInvitationListResponse,
  MyInvitationParams,
  UserBillingResponse,
  UserMePatchRequest,
  UserMeResponse,
} from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentEssay } from "../presenters/essay.presenter";
import { presentCurrentUser, presentMyInvitation, presentUserBilling } from "../presenters/user.presenter";
import { remainingCreditsOf } from "../services/billing/credit-balance.service";
import { declineInvitation, joinInvitation, listMyInvitations } from "../services/schools/invitations.service";
import { exportMyEssays } from "../services/schools/organisation-export";
import { changeCurrentUser, reloadCurrentUser } from "../services/users/users.service";

/** GET /users/me and the signed-in teacher's own calls: their current school, credits, invitations and essays. */
export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.authenticate);

    app.get("/users/me", { schema: { response: { 200: UserMeResponse } } }, async (request) =>
      presentCurrentUser(currentUserOf(request)),
    );

    // The school switch (new essays are charged to the school chosen here) and the teacher's name.
    app.patch(
      "/users/me",
      { schema: { body: UserMePatchRequest, response: { 200: UserMeResponse } } },
      async (request) => presentCurrentUser(await changeCurrentUser(deps, currentUserOf(request), request.body.data)),
    );

    app.get("/users/me/billing", { schema: { response: { 200: UserBillingResponse } } }, async (request) =>
      presentUserBilling(await remainingCreditsOf(deps, currentUserOf(request))),
    );

    app.get("/users/me/invitations", { schema: { response: { 200: MyInvitationListResponse } } }, async (request) => ({
      data: (await listMyInvitations(deps, currentUserOf(request))).map(presentMyInvitation),
    }));

    // 'Join': the teacher is now in the school too; their current school stays as it was.
    app.post(
      "/users/me/invitations/:invitation_id/join",
      { schema: { params: MyInvitationParams, response: { 200: UserMeResponse } } },
      async (request) => {
        const user = currentUserOf(request);
        await joinInvitation(deps, user, request.params.invitation_id);
        return presentCurrentUser(await reloadCurrentUser(deps, user));
      },
    );

    // 'Decline'.
    app.delete(
      "/users/me/invitations/:invitation_id",
      { schema: { params: MyInvitationParams } },
      async (request, reply) => {
        await declineInvitation(deps, currentUserOf(request), request.params.invitation_id);
        return reply.status(204).send();
      },
    );

    // The teacher's own essays, of every school, as a zip; "no-store" like the school's.
    app.get("/users/me/export", { onRequest: app.limitCalls("export") }, async (request, reply) => {
      const archive = await exportMyEssays(deps, currentUserOf(request), presentEssay);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${archive.fileName}"`)
        .header("cache-control", "no-store")
        .send(archive.stream);
    });
  };
}
