import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";
import { waitUntil } from "./wait-until";

/** One item of an envelope: its header, and its payload as text (a replay recording inflated). */
export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  text: string;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
}

/** A replay recording is `{"segment_id":n}\n` then its events, compressed by the browser's worker when it could. */
function recordingText(payload: Buffer): string {
  const newline = payload.indexOf(10);
  const events = payload.subarray(newline + 1);
  for (const inflate of [inflateSync, gunzipSync]) {
    try {
      return `${payload.subarray(0, newline + 1).toString()}${inflate(events).toString()}`;
    } catch {
      // not compressed this way
    }
  }
  return payload.toString();
}

/** The items of an envelope: a header line, then per item a header line and its payload (`length` bytes, or one line). */
function itemsOf(envelope: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let offset = envelope.indexOf(10) + 1;
  while (offset > 0 && offset < envelope.length) {
    const headerEnd = envelope.indexOf(10, offset);
    if (headerEnd < 0) break;
    const header = JSON.parse(envelope.subarray(offset, headerEnd).toString()) as Record<string, unknown>;
    const start = headerEnd + 1;
    const lineEnd = envelope.indexOf(10, start);
    const end = typeof header.length === "number" ? start + header.length : lineEnd < 0 ? envelope.length : lineEnd;
    const payload = envelope.subarray(start, end);
    const type = String(header.type);
    items.push({ type, header, text: type === "replay_recording" ? recordingText(payload) : payload.toString() });
    offset = end + 1;
  }
  return items;
}

/**
 * A local server receiving what a Sentry SDK sends (`POST /api/{project}/envelope/`), as Sentry's
 * ingest does; the DSN points the SDK at it. It answers browsers across origins, as Sentry does.
 */
export class SentryReceiver {
  readonly items: EnvelopeItem[] = [];
  /** Every envelope as received (decompressed, before its items were read). */
  readonly envelopes: Buffer[] = [];
  private server?: Server;

  get dsn(): string {
    return `http://publickey@127.0.0.1:${(this.server!.address() as AddressInfo).port}/1`;
  }

  /** The items of one type: "event" (an error), "span", "replay_event", "replay_recording"... */
  itemsOfType(type: string): EnvelopeItem[] {
    return this.items.filter((item) => item.type === type);
  }

  /** Everything received, as text: envelopes, with replay recordings inflated. */
  allText(): string {
    return [...this.envelopes.map((envelope) => envelope.toString()), ...this.items.map((item) => item.text)].join(
      "\n",
    );
  }

  /** Resolves once `done` holds, checking every 100 ms; throws after `timeoutMs`. */
  async waitFor(done: () => boolean, timeoutMs = 20_000): Promise<void> {
    await waitUntil(done, {
      timeoutMs,
      what: "Sentry to receive what the test expects",
      seen: () => `it received only: ${this.items.map((item) => item.type).join(", ") || "nothing"}`,
    });
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      response.setHeader("access-control-allow-origin", "*");
      response.setHeader("access-control-allow-headers", "*");
      if (request.method === "OPTIONS") return void response.end();
      void readBody(request).then((body) => {
        if (request.method === "POST" && /^\/api\/\d+\/envelope\/?$/.test((request.url ?? "").split("?")[0]!)) {
          this.envelopes.push(body);
          this.items.push(...itemsOf(body));
        }
        response.setHeader("content-type", "application/json");
        response.end("{}");
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
