import { z } from "zod";
import { formatEuros } from "./constants";
import type { TrackedEvent } from "./enums";

/**
 * Where analytics go (production only): a site on a server speaking Plausible's Events API
 * (plausible.io, or a self-hosted Plausible Community Edition). Cookieless: Plausible counts a
 * visitor by a daily-salted hash of address and browser, and keeps neither.
 */
export const AnalyticsTarget = z.object({
  /** The site's domain as registered at the analytics server, e.g. "redpen.school.example". */
  domain: z.string().trim().min(1),
  /** Base address of the analytics server, e.g. "https://plausible.io"; events go to `{host}/api/event`. */
  host: z.url(),
});
export type AnalyticsTarget = z.infer<typeof AnalyticsTarget>;

/** The address events are posted to. */
export const analyticsEndpoint = (target: AnalyticsTarget) => `${target.host.replace(/\/+$/, "")}/api/event`;

/** What an event carries besides its name (docs/behaviour/api.md): a label (the credit pack) and a value in euro cents. */
export interface TrackedEventDetails {
  label?: string;
  valueCents?: number;
}

/** The body of a call to Plausible's Events API (`POST {host}/api/event`). */
export interface PlausibleEvent {
  /** "pageview" (the tracking pixel) or a custom event. */
  name: TrackedEvent | "pageview";
  domain: string;
  /** The page the event happened on, without anything that names a person (see the callers). */
  url: string;
  /** Only the origin of the page the visitor came from. */
  referrer?: string;
  props?: { label: string };
  /** Plausible's revenue: an amount with two decimals in a currency. */
  revenue?: { amount: string; currency: "EUR" };
}

/** One analytics event for the target; a value is sent as revenue in euros, a label as the `label` property. */
export function plausibleEvent(
  target: AnalyticsTarget,
  name: PlausibleEvent["name"],
  url: string,
  details: TrackedEventDetails = {},
  referrer?: string,
): PlausibleEvent {
  return {
    name,
    domain: target.domain,
    url,
    ...(referrer ? { referrer } : {}),
    ...(details.label ? { props: { label: details.label } } : {}),
    ...(details.valueCents === undefined
      ? {}
      : { revenue: { amount: formatEuros(details.valueCents), currency: "EUR" } }),
  };
}
