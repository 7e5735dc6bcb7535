import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OrganisationIdParams, PurchaseListResponse, PurchaseParams, PurchaseResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { currentUserOf } from "../plugins/authenticate";
import { presentPurchase } from "../presenters/purchase.presenter";
import { schoolPurchase, schoolPurchases } from "../services/billing/purchases.service";

/**
 * The school's purchases and their receipts: every member may read them, as every member sees the
 * credits they bought.
 */
export function purchasesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/organisations/:organisation_id/purchases",
      {
        onRequest: app.authenticate,
        schema: { params: OrganisationIdParams, response: { 200: PurchaseListResponse } },
      },
      async (request) => ({
        data: (await schoolPurchases(deps, currentUserOf(request), request.params.organisation_id)).map(
          presentPurchase,
        ),
      }),
    );

    app.get(
      "/organisations/:organisation_id/purchases/:purchase_id",
      {
        onRequest: app.authenticate,
        schema: { params: PurchaseParams, response: { 200: PurchaseResponse } },
      },
      async (request) => {
        const { organisation_id: organisationId, purchase_id: purchaseId } = request.params;
        return {
          data: presentPurchase(await schoolPurchase(deps, currentUserOf(request), organisationId, purchaseId)),
        };
      },
    );
  };
}
