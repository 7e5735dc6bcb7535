import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { UserBillingResponse, UserMeResponse } from "@redpen/contract";
import type { Database } from "../db/schema";
import { currentUserOf } from "../plugins/authenticate";
import { remainingCreditsOf } from "../services/billing.service";

export function usersRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", app.authenticate);

    app.get("/users/me", { schema: { response: { 200: UserMeResponse } } }, async (request) => {
      const user = currentUserOf(request);
      return {
        id: user.id,
        data: { email: user.email, relationships: { organisation_ids_sorted: user.organisationIds } },
      };
    });

    app.get("/users/me/billing", { schema: { response: { 200: UserBillingResponse } } }, async (request) => {
      const remaining = await remainingCreditsOf(db, currentUserOf(request));
      return { data: { organisation_essay_quantity_remaining: remaining } };
    });
  };
}
