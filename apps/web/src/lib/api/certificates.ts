import { CertificateListResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../api-client";
import { useApiClient } from "./api-context";

// Shared by the new-essay, class-set and classes pages (the certificate picker), so it lives in lib
// rather than in one feature: features don't import each other.

export const certificatesQueryKey = ["essays", "certificates"] as const;

/** GET /essays/certificates: every certificate, CEFR level and format an essay can be written for, each with its id. */
export function getCertificates(client: ApiClient): Promise<CertificateListResponse> {
  return client.get("/essays/certificates", CertificateListResponse);
}

export function certificatesQueryOptions(client: ApiClient) {
  // The list changes only with a new release of the engine's catalogue.
  return queryOptions({ queryKey: certificatesQueryKey, queryFn: () => getCertificates(client), staleTime: Infinity });
}

/** The certificate options, for the picker and what a page needs of them. */
export function useCertificates() {
  return useQuery(certificatesQueryOptions(useApiClient()));
}
