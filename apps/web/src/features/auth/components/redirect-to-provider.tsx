import { useEffect, useRef } from "react";
import { Navigate } from "react-router";
import { LoadingScreen } from "../../../components/loading-screen";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth/auth-context";

/** Sends the browser to the identity provider once, unless the user is signed in already. */
export function RedirectToProvider(props: {
  email?: string;
  returnTo?: string;
  extraQueryParams?: Record<string, string>;
}) {
  const { isAuthenticated, login } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (isAuthenticated || started.current) return;
    started.current = true;
    void login(props);
  }, [isAuthenticated, login, props]);
  if (isAuthenticated) return <Navigate to={paths.home.getHref()} replace />;
  return <LoadingScreen label="Taking you to sign in" />;
}
