import {
  analyticsEndpoint,
  plausibleEvent,
  type AnalyticsTarget,
  type PlausibleEvent,
  type TrackedEventDetails,
} from "@redpen/contract";
import { pageAddress, referrerOrigin } from "./page-address";

/**
 * Sends one event for the page the browser is on to the analytics server, Plausible's Events API
 * called from Redpen's own code: no analytics script runs, no cookie is sent or set. As plain text,
 * so that the browser asks no preflight; kept alive, so that an event sent as the page is left
 * (the checkout start) still goes. A failure changes nothing for the teacher.
 */
export function sendEvent(
  target: AnalyticsTarget,
  idpDomain: string,
  name: PlausibleEvent["name"],
  details: TrackedEventDetails = {},
): void {
  const signIn = URL.canParse(idpDomain) ? [new URL(idpDomain).origin] : [];
  const referrer = referrerOrigin(document.referrer, [window.location.origin, ...signIn]);
  const event = plausibleEvent(target, name, pageAddress(window.location), details, referrer);
  fetch(analyticsEndpoint(target), {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: JSON.stringify(event),
    keepalive: true,
    credentials: "omit",
    referrerPolicy: "no-referrer",
  }).catch(() => undefined);
}
