import type { FastifyInstance } from "fastify";
import { ProductListResponse, type Product } from "@redpen/contract";

/** GET /products: the credit packs on sale (the PRODUCTS setting). */
export function productsRoutes(products: Product[]) {
  return async (app: FastifyInstance) => {
    app.get(
      "/products",
      { onRequest: app.authenticate, schema: { response: { 200: ProductListResponse } } },
      async () => ({ data: products }),
    );
  };
}
