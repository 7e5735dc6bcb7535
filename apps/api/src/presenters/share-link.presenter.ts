import type { ShareLinkResponse } from "@redpen/contract";
import type { ShareLinkRow } from "../db/share-links.queries";

/** An essay's share link, as its teacher sees it. */
export function presentShareLink(link: ShareLinkRow): ShareLinkResponse {
  return { data: { token: link.token, created_at: link.created_at } };
}
