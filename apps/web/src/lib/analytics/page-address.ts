/** Query parameters that say which campaign a visit came from: the only ones analytics get. */
const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"];

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** The student's page: its token opens the essay. */
const SHARE_LINK = /^\/s\/[^/]+/;

/**
 * The page's address as analytics get it: ids as ":id" and a share link's token as ":token" (each
 * opens an essay), and
 * of the query only a campaign's utm_ parameters (never `?email=`, an OIDC code or a session id).
 */
export function pageAddress(location: Pick<Location, "origin" | "pathname" | "search">): string {
  const query = new URLSearchParams(location.search);
  const campaign = new URLSearchParams(
    CAMPAIGN_PARAMETERS.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])),
  );
  const search = campaign.size > 0 ? `?${campaign.toString()}` : "";
  return `${location.origin}${location.pathname.replace(SHARE_LINK, "/s/:token").replace(ID, ":id")}${search}`;
}

/** Only the origin of the page a visitor came from, and none when it is Redpen's own (the app, its sign-in). */
export function referrerOrigin(referrer: string, ownOrigins: string[]): string | undefined {
  if (!URL.canParse(referrer)) return undefined;
  const { origin } = new URL(referrer);
  return ownOrigins.includes(origin) ? undefined : origin;
}
