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

/**
 * A local server speaking the part of Stripe's API that Redpen calls: POST /v1/checkout/sessions
 * (form-encoded, Bearer secret key) answered with a Checkout Session whose `url` is a hosted page.
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

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
