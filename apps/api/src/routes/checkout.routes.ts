import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PlainText } from "@redpen/contract";
import type { AppDeps } from "../app-deps";
import { styleNonceOf } from "../plugins/security-headers";
import {
  payLocalCheckout,
  showLocalCheckout,
  type CheckoutOutcome,
  type LocalCheckoutDeps,
} from "../services/billing/local-checkout.service";

/** Path parameters of /checkout/{session_id}: the payment provider's session id. */
export const CheckoutParams = z.object({ session_id: PlainText.min(1).max(255) });

/** The address of this server's POST /payments, from where it listens now. */
function ownPaymentsEndpoint(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === "string") throw new Error("The api is not listening on a TCP port.");
  const host =
    address.address === "0.0.0.0"
      ? "127.0.0.1"
      : address.address === "::"
        ? "[::1]"
        : address.family === "IPv6"
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}/api/v1/payments`;
}

function send(reply: FastifyReply, outcome: CheckoutOutcome) {
  reply.header("Cache-Control", "no-store");
  if ("redirect" in outcome) return reply.redirect(outcome.redirect, 303);
  return reply.status(outcome.status).type("text/html; charset=utf-8").send(outcome.html);
}

/** The local checkout page (embedded payments): GET shows the card form, POST pays. Not served with Stripe. */
export function checkoutRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const pageDeps: LocalCheckoutDeps = { ...deps, paymentsEndpoint: () => ownPaymentsEndpoint(app) };
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get("/checkout/:session_id", { schema: { params: CheckoutParams } }, async (request, reply) =>
      send(reply, await showLocalCheckout(pageDeps, request.params.session_id, styleNonceOf(reply))),
    );

    app.post("/checkout/:session_id", { schema: { params: CheckoutParams } }, async (request, reply) =>
      send(reply, await payLocalCheckout(pageDeps, request.params.session_id, request.body, styleNonceOf(reply))),
    );
  };
}
