import type { PlausibleEvent, TrackedEventDetails } from "@redpen/contract";
import { useCallback } from "react";
import { useRuntimeConfig } from "../runtime-config";
import { sendEvent } from "./send-event";

/**
 * Sends an analytics event (docs/behaviour/api.md: the pageview, trial start, essay correction, checkout
 * start) when analytics run, which /config.json says only in production with an analytics server;
 * otherwise it does nothing at all. The purchase is counted by the api, from the payment event.
 */
export function useTrackEvent(): (name: PlausibleEvent["name"], details?: TrackedEventDetails) => void {
  const { analytics, idp_domain } = useRuntimeConfig();
  return useCallback(
    (name: PlausibleEvent["name"], details?: TrackedEventDetails) => {
      if (analytics) sendEvent(analytics, idp_domain, name, details);
    },
    [analytics, idp_domain],
  );
}
