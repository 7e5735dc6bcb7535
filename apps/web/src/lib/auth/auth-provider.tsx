import type { User, UserManager } from "oidc-client-ts";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { SignInState } from "../user-manager";
import { AuthContext, type AuthState, type AuthStatus } from "./auth-context";
import { startSession } from "./session-start";

/** Holds the OIDC session for the whole app and keeps it in step with oidc-client-ts' events. */
export function AuthProvider({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>("loading");
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    void startSession(userManager).then((result) => {
      if (!active || "redirecting" in result) return;
      if ("error" in result) {
        setError(result.error);
        setStatus("failed");
        return;
      }
      setUser(result.user);
      setStatus("ready");
    });
    const handleUserLoaded = (loaded: User) => setUser(loaded);
    const handleUserUnloaded = () => setUser(null);
    const handleRenewError = () => {
      void userManager.removeUser().then(() => userManager.signinRedirect({ state: { returnTo: window.location.pathname } satisfies SignInState }));
    };
    userManager.events.addUserLoaded(handleUserLoaded);
    userManager.events.addUserUnloaded(handleUserUnloaded);
    userManager.events.addSilentRenewError(handleRenewError);
    return () => {
      active = false;
      userManager.events.removeUserLoaded(handleUserLoaded);
      userManager.events.removeUserUnloaded(handleUserUnloaded);
      userManager.events.removeSilentRenewError(handleRenewError);
    };
  }, [userManager]);

  const value = useMemo<AuthState>(() => {
    const isAuthenticated = Boolean(user && (!user.expired || user.refresh_token));
    return {
      status,
      user,
      error,
      userManager,
      isAuthenticated,
      isEmailVerified: isAuthenticated && user?.profile.email_verified === true,
      login: async ({ email, returnTo = "/", extraQueryParams } = {}) => {
        await userManager.signinRedirect({
          login_hint: email || undefined,
          extraQueryParams: { ...userManager.settings.extraQueryParams, ...extraQueryParams },
          state: { returnTo } satisfies SignInState });
      },
      logout: async () => {
        setStatus("leaving");
        await userManager.signoutRedirect({ id_token_hint: user?.id_token });
      },
    };
  }, [status, user, error, userManager]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
