import { useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { RedirectToProvider } from "./redirect-to-provider";

/** /login: off to the identity provider, with ?email= as the login hint. */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? paths.home.getHref();
  const email = params.get("email") ?? undefined;
  const options = useMemo(() => ({ email, returnTo }), [email, returnTo]);
  return <RedirectToProvider {...options} />;
}
