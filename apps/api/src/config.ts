import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { readSettings, type Settings } from "@redpen/server";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./plugins/rate-limits";

/** Settings of the api: the server's settings (see @redpen/server) and what the api makes of them. */
export interface ApiConfig extends Omit<Settings, "payments" | "webDist"> {
  /** Folder of the built SPA; served when it exists. */
  webDist: string;
  payments: PaymentsConfig;
  /** Limits of the costly calls per teacher and per address; null turns them off (the fuzz test, benchmarks). */
  rateLimits: RateLimits | null;
  /**
   * Whether the engine loads as soon as the api is ready, so that no essay waits for it (and the
   * readiness check says when it has); false leaves it to its first call (tests, which mostly never
   * call it).
   */
  warmEngineAtStart: boolean;
}

/** Credit packs and how they are paid for. */
export interface PaymentsConfig extends Omit<Settings["payments"], "stripe"> {
  /** Secret the payment events are signed with: Stripe's, or a random one per process for the local checkout. */
  webhookSecret: string;
  /** Stripe Checkout when set; the local checkout page otherwise. */
  stripe?: { secretKey: string; apiBase?: string };
}

/** The api's settings from the server's settings, read once at start-up. */
export function apiConfig(settings: Settings): ApiConfig {
  const { stripe, ...payments } = settings.payments;
  return {
    ...settings,
    webDist: settings.webDist ?? resolve("apps/web/dist"),
    payments: {
      ...payments,
      webhookSecret: stripe?.webhookSecret ?? `whsec_local_${randomBytes(24).toString("hex")}`,
      stripe: stripe && { secretKey: stripe.secretKey, apiBase: stripe.apiBase },
    },
    rateLimits: DEFAULT_RATE_LIMITS,
    warmEngineAtStart: true,
  };
}

/** The api's settings straight from an environment (tests, and the api run on its own). */
export const readApiConfig = (env: Record<string, string | undefined> = process.env): ApiConfig =>
  apiConfig(readSettings(env));
