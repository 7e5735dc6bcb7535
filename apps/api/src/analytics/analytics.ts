import type { FastifyBaseLogger } from "fastify";
import {
  analyticsEndpoint,
  plausibleEvent,
  type AnalyticsTarget,
  type TrackedEvent,
  type TrackedEventDetails,
} from "@redpen/contract";

/** The browser and address of the teacher an event is sent for, as the analytics server counts visitors by. */
export interface Visitor {
  userAgent: string;
  address: string;
}

/** Analytics sent by the api (the purchase); present only in production with PLAUSIBLE_DOMAIN. */
export interface Analytics {
  /**
   * Sends an event as happening on `path` of the app, on behalf of `visitor` when known. Never
   * throws and is not awaited by callers: a slow or failing analytics server delays nothing.
   */
  send(name: TrackedEvent, path: string, details: TrackedEventDetails, visitor?: Visitor): Promise<void>;
  /** Resolves once every event sent so far has its answer (or has failed): at close, so that none is cut off. */
  flush(): Promise<void>;
}

const TIMEOUT_MS = 5_000;

/**
 * Plausible's Events API, called from the server. It counts a visitor by browser and address, so
 * both are passed on (User-Agent, X-Forwarded-For) as the teacher's: without them Plausible counts
 * the server, or drops the event as coming from a data centre.
 */
export function createAnalytics(
  target: AnalyticsTarget | undefined,
  appUrl: string,
  logger: FastifyBaseLogger,
): Analytics | undefined {
  if (!target) return undefined;
  const server: AnalyticsTarget = target;
  const inFlight = new Set<Promise<void>>();
  async function post(name: TrackedEvent, path: string, details: TrackedEventDetails, visitor?: Visitor) {
    try {
      const reply = await fetch(analyticsEndpoint(server), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": visitor?.userAgent || "Redpen",
          ...(visitor ? { "x-forwarded-for": visitor.address } : {}),
        },
        body: JSON.stringify(plausibleEvent(server, name, appUrl + path, details)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Plausible answers 202 even to an event it drops (as a bot's), and says so in a header.
      if (!reply.ok || reply.headers.get("x-plausible-dropped"))
        logger.warn({ event: name, status: reply.status }, "the analytics server did not count an event");
    } catch (error) {
      logger.warn({ err: error, event: name }, "an analytics event could not be sent");
    }
  }
  return {
    send(name, path, details, visitor) {
      const sending = post(name, path, details, visitor);
      inFlight.add(sending);
      return sending.finally(() => inFlight.delete(sending));
    },
    async flush() {
      await Promise.all(inFlight);
    },
  };
}

/** The visitor of a request, as far as the analytics server needs: its browser (at most 512 characters) and address. */
export const visitorOf = (request: {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}): Visitor => ({
  userAgent: String(request.headers["user-agent"] ?? "").slice(0, 512),
  address: request.ip,
});
