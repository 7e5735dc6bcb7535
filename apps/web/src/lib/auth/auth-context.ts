import type { User, UserManager } from "oidc-client-ts";
import { createContext, useContext } from "react";

/** "leaving" while the browser is on its way to the provider's logout, so no route reacts to the lost user. */
export type AuthStatus = "loading" | "ready" | "failed" | "leaving";

/** What the app knows about the signed-in user, and how to sign in and out. */
export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Why the sign-in callback failed, when status is "failed". */
  error?: string;
  userManager: UserManager;
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  login(options?: { email?: string; returnTo?: string; extraQueryParams?: Record<string, string> }): Promise<void>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}
