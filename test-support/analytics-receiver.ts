import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { waitUntil } from "./wait-until";

/** An event the receiver got: its body, and the headers the visitor is counted by. */
export interface ReceivedEvent {
  name: string;
  url: string;
  domain: string;
  referrer?: string;
  props?: Record<string, string>;
  revenue?: { amount: string; currency: string };
  userAgent?: string;
  forwardedFor?: string;
}

/**
 * A local server speaking Plausible's Events API (`POST /api/event`, a JSON body sent as
 * application/json or text/plain, answered 202), across origins as Plausible does for browsers.
 * PLAUSIBLE_HOST points Redpen at it.
 */
export class AnalyticsReceiver {
  readonly events: ReceivedEvent[] = [];
  /** Every request, whatever its path: nothing may come while analytics are off. */
  readonly requests: string[] = [];
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The events of one name. */
  named(name: string): ReceivedEvent[] {
    return this.events.filter((event) => event.name === name);
  }

  /** Resolves once `done` holds, checking every 100 ms; throws after `timeoutMs`. */
  async waitFor(done: () => boolean, timeoutMs = 20_000): Promise<void> {
    await waitUntil(done, {
      timeoutMs,
      what: "the analytics server to receive what the test expects",
      seen: () => `it received only: ${this.events.map((event) => event.name).join(", ") || "nothing"}`,
    });
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      response.setHeader("access-control-allow-origin", "*");
      response.setHeader("access-control-allow-headers", "content-type");
      if (request.method === "OPTIONS") return void response.end();
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        this.requests.push(`${request.method} ${request.url}`);
        if (request.method === "POST" && request.url === "/api/event") {
          const header = (name: string) =>
            typeof request.headers[name] === "string" ? (request.headers[name] as string) : undefined;
          this.events.push({
            ...(JSON.parse(Buffer.concat(chunks).toString()) as ReceivedEvent),
            userAgent: header("user-agent"),
            forwardedFor: header("x-forwarded-for"),
          });
        }
        response.statusCode = 202;
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
