import { ProductListResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const productsQueryKey = ["products"] as const;

/** GET /products: the credit packs on sale. */
export function getProducts(client: ApiClient): Promise<ProductListResponse> {
  return client.get("/products", ProductListResponse);
}

export function productsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: productsQueryKey, queryFn: () => getProducts(client) });
}

/** The credit packs, in the order the api lists them. */
export function useProducts() {
  return useQuery(productsQueryOptions(useApiClient()));
}
