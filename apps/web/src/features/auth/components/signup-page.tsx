import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { InvitationId } from "@redpen/contract";
import { paths } from "../../../config/paths";
import { RedirectToProvider } from "./redirect-to-provider";

const FORWARDED = ["utm_source", "utm_medium", "utm_campaign"] as const;

/**
 * /signup: off to the identity provider's sign-up screen, forwarding email and utm_* values, and the
 * invitation of an invitation's link (only a well-formed id), so the new account joins that school.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const options = useMemo(() => {
    const search = new URLSearchParams(query);
    const extraQueryParams: Record<string, string> = { screen_hint: "signup" };
    for (const name of FORWARDED) {
      const value = search.get(name);
      if (value) extraQueryParams[name] = value;
    }
    const invitation = InvitationId.safeParse(search.get("invitation"));
    if (invitation.success) extraQueryParams.invitation = invitation.data;
    return { email: search.get("email") ?? undefined, returnTo: paths.home.getHref(), extraQueryParams };
  }, [query]);
  return <RedirectToProvider {...options} />;
}
