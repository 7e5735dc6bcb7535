import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTrackEvent } from "../../../lib/analytics/use-track-event";

/** The tracking pixel: a pageview for each page the app shows, when analytics run. */
export function PageViews() {
  const { pathname } = useLocation();
  const trackEvent = useTrackEvent();
  useEffect(() => trackEvent("pageview"), [pathname, trackEvent]);
  return null;
}
