import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProductListResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";

/** GET /products: the credit packs on sale (the PRODUCTS setting) and the VAT added to them (VAT_RATE). */
export function productsRoutes(deps: Pick<AppDeps, "products" | "vatRatePercent">): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/products",
      { onRequest: app.authenticate, schema: { response: { 200: ProductListResponse } } },
      async () => ({ data: deps.products, vat_rate_percent: deps.vatRatePercent }),
    );
  };
}
