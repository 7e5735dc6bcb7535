import type { User, UserManager } from "oidc-client-ts";
import { createContext, useContext } from "react";

/** "leaving" while the browser is on its way to the provider's logout, so no route reacts to the lost user. */
export type AuthStatus = "loading" | "ready" | "failed" | "leaving";

/** How to start a sign-in at the identity provider. */
export interface LoginOptions {
  /** Sent as login_hint. */
  email?: string;
  /** Path to come back to once signed in (default "/"). */
  returnTo?: string;
  /** More query parameters for the provider (screen_hint, invitation, utm_*). */
  extraQueryParams?: Record<string, string>;
}

/** What the app knows about the signed-in user, and how to sign in and out. */
export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Why the sign-in callback failed, when status is "failed". */
  error?: string;
  userManager: UserManager;
  isAuthenticated: boolean;
  /** The id token's email_verified is true; protected pages need it. */
  isEmailVerified: boolean;
  /** The id token's email, when signed in. */
  email?: string;
  login(options?: LoginOptions): Promise<void>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}
