import type { User, UserManager } from "oidc-client-ts";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { paths } from "../../config/paths";
import type { SignInState } from "../user-manager";
import { AuthContext, type AuthState, type AuthStatus, type LoginOptions } from "./auth-context";
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
    // A refresh that fails ends the session: log out locally and start a fresh login (docs/behaviour/errors.md).
    const handleRenewError = () => {
      setStatus("loading");
      const returnTo = `${window.location.pathname}${window.location.search}`;
      void userManager
        .removeUser()
        .then(() => userManager.signinRedirect({ state: { returnTo } satisfies SignInState }));
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
    // An expired access token with a refresh token is still a session: the next call renews it.
    const isAuthenticated = Boolean(user && (!user.expired || user.refresh_token));
    const login = async ({ email, returnTo = paths.home.getHref(), extraQueryParams }: LoginOptions = {}) => {
      await userManager.signinRedirect({
        login_hint: email || undefined,
        // Replaces the settings' extra parameters, so the audience is carried over explicitly.
        extraQueryParams: { ...userManager.settings.extraQueryParams, ...extraQueryParams },
        state: { returnTo } satisfies SignInState,
      });
    };
    const logout = async () => {
      setStatus("leaving");
      try {
        await userManager.signoutRedirect({ id_token_hint: user?.id_token });
      } catch (reason) {
        // The provider is unreachable: forget the session here at least.
        console.error("logout failed", reason);
        await userManager.removeUser();
        setStatus("ready");
      }
    };
    return {
      status,
      user,
      error,
      userManager,
      isAuthenticated,
      isEmailVerified: isAuthenticated && user?.profile.email_verified === true,
      email: typeof user?.profile.email === "string" ? user.profile.email : undefined,
      login,
      logout,
    };
  }, [status, user, error, userManager]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
