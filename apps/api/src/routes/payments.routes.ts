import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PaymentEventResponse, PaymentQuery, PaymentResponse } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { visitorOf } from "../analytics/analytics";
import { currentUserOf } from "../plugins/authenticate";
import { receivePaymentEvent, startCheckout } from "../services/billing/payments.service";

/**
 * GET /payments opens a checkout of a pack for the caller's organisation. POST /payments is the
 * payment provider's webhook: public, and trusted only through its Stripe-Signature (not rate limited:
 * the provider sends every event from few addresses and retries what is refused).
 */
export function paymentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/payments",
      {
        onRequest: [app.authenticate, app.limitCalls("checkout")],
        schema: { querystring: PaymentQuery, response: { 200: PaymentResponse } },
      },
      async (request) => ({
        data: { uri: await startCheckout(deps, currentUserOf(request), request.query, visitorOf(request)) },
      }),
    );

    await app.register(async (webhook) => {
      // The signature covers the exact bytes sent, so this route keeps the body as it came.
      webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post("/payments", { schema: { response: { 200: PaymentEventResponse } } }, async (request) => {
        const signature = request.headers["stripe-signature"];
        await receivePaymentEvent(deps, request.body as Buffer, typeof signature === "string" ? signature : undefined);
        return { received: true as const };
      });
    });
  };
}
