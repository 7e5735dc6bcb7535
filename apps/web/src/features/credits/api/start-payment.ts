import { ApiRequestError, PaymentResponse, type PaymentQuery, type Product } from "@redpen/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ApiClient } from "../../../lib/api-client";
import { useTrackEvent } from "../../../lib/analytics/use-track-event";
import { useApiClient } from "../../../lib/api/api-context";
import { productsQueryKey } from "./get-products";

/**
 * GET /payments with the pack as the page shows it: the api checks it against /products (a changed
 * price is refused) and answers with the checkout address.
 */
export function startPayment(client: ApiClient, product: Product): Promise<PaymentResponse> {
  const query: PaymentQuery = {
    product_name: product.name,
    product_price_cents: product.price_cents,
    product_essay_quantity: product.essay_quantity,
  };
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return client.get(`/payments?${params.toString()}`, PaymentResponse);
}

/**
 * Sends the browser to the checkout of a pack, counting the checkout start (analytics: the pack
 * and its price in euros). The mutation stays a success while the page unloads, so callers can
 * keep the Buy buttons busy until the checkout replaces the page; coming back with the browser's
 * Back button (a page restored from the back-forward cache) frees them. A pack that changed on
 * sale (409) has the packs read again, so the page shows what is sold now.
 */
export function useStartPayment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const trackEvent = useTrackEvent();
  const mutation = useMutation({
    mutationFn: (product: Product) => startPayment(client, product),
    onSuccess: (reply, product) => {
      trackEvent("InitiateCheckout", { label: product.name, valueCents: product.price_cents });
      window.location.href = reply.data.uri;
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", handlePageShow);
    return () => window.removeEventListener("pageshow", handlePageShow);
  }, [reset]);
  return mutation;
}
