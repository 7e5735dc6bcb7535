import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UserBillingResponse, UserMeResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentCurrentUser, presentUserBilling } from "../presenters/user.presenter";
import { remainingCreditsOf } from "../services/billing.service";

/** GET /users/me and its credits: the signed-in teacher's own calls. */
export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", app.authenticate);

    app.get("/users/me", { schema: { response: { 200: UserMeResponse } } }, async (request) =>
      presentCurrentUser(currentUserOf(request)),
    );

    app.get("/users/me/billing", { schema: { response: { 200: UserBillingResponse } } }, async (request) =>
      presentUserBilling(await remainingCreditsOf(deps, currentUserOf(request))),
    );
  };
}
