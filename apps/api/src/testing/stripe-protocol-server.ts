import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the server received: the Bearer key and the form fields, flat as Stripe's clients encode them. */
export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The receipt page Stripe keeps for a session's charge, as this server names it. */
export const stripeReceiptUrl = (sessionId: string) => `https://pay.stripe.test/receipts/${sessionId}`;

/**
 * A local server speaking the part of Stripe's API that Redpen calls: POST /v1/checkout/sessions
 * (form-encoded, Bearer secret key) answered with a Checkout Session whose `url` is a hosted page,
 * and GET /v1/checkout/sessions/{id} answered with the session paid, its payment intent and
 * charge expanded as `expand[]` asks, the charge's `receipt_url` among them.
 */
export class StripeProtocolServer {
  readonly requests: StripeRequest[] = [];
  readonly sessions: { id: string; url: string }[] = [];
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const path = (request.url ?? "/").split("?")[0]!;
        this.requests.push({
          method: request.method ?? "",
          path,
          authorization: request.headers.authorization,
          fields: Object.fromEntries(new URLSearchParams(body)),
        });
        response.setHeader("content-type", "application/json");
        const retrieved = this.retrievedSession(request.method, path);
        if (retrieved) {
          response.end(JSON.stringify(retrieved));
          return;
        }
        if (request.method !== "POST" || path !== "/v1/checkout/sessions") {
          response.statusCode = 404;
          response.end(
            JSON.stringify({
              error: {
                type: "invalid_request_error",
                message: `Unrecognized request URL (${request.method}: ${path}).`,
              },
            }),
          );
          return;
        }
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const url = `https://checkout.stripe.test/c/pay/${id}`;
        this.sessions.push({ id, url });
        response.end(
          JSON.stringify({
            id,
            object: "checkout.session",
            mode: "payment",
            status: "open",
            payment_status: "unpaid",
            url,
            livemode: false,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this;
  }

  /** A known session, paid, as GET /v1/checkout/sessions/{id} with its payment intent and charge expanded gives it. */
  private retrievedSession(method: string | undefined, path: string) {
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const session = method === "GET" && match ? this.sessions.find((known) => known.id === match[1]) : undefined;
    if (!session) return undefined;
    return {
      id: session.id,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      url: null,
      livemode: false,
      invoice: null,
      payment_intent: {
        id: `pi_test_${session.id}`,
        object: "payment_intent",
        status: "succeeded",
        latest_charge: {
          id: `ch_test_${session.id}`,
          object: "charge",
          paid: true,
          receipt_url: stripeReceiptUrl(session.id),
        },
      },
    };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
