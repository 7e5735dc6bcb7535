import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth/auth-context";

/** Verified users see the page; unverified ones go to /unverified-email; anyone else to /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated, isEmailVerified } = useAuth();
  const location = useLocation();
  if (!isAuthenticated)
    return (
      <Navigate to={paths.login.getHref()} replace state={{ returnTo: `${location.pathname}${location.search}` }} />
    );
  if (!isEmailVerified) return <Navigate to={paths.unverifiedEmail.getHref()} replace />;
  return children;
}
