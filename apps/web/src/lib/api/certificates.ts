import { CertificateListResponse } from "@redpen/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api/api-context";

export const certificatesQueryKey = ["essays", "certificates"] as const;

/** GET /essays/certificates: every certificate, CEFR level and format an essay can be written for. */
export function getCertificates(client: ApiClient): Promise<CertificateListResponse> {
  return client.get("/essays/certificates", CertificateListResponse);
}

export function certificatesQueryOptions(client: ApiClient) {
  // The list changes only with a new release of the engine's catalogue.
  return queryOptions({ queryKey: certificatesQueryKey, queryFn: () => getCertificates(client), staleTime: Infinity });
}

/** The certificate options for the picker. */
export function useCertificates() {
  return useQuery(certificatesQueryOptions(useApiClient()));
}
