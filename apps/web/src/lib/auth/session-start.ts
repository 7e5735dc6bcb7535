import type { User, UserManager } from "oidc-client-ts";
import { paths } from "../../config/paths";
import type { SignInState } from "../user-manager";

export type SessionStart = { user: User | null } | { redirecting: true } | { error: string };

let started: Promise<SessionStart> | undefined;

/**
 * Runs once per page load (React may mount twice in development): finishes a sign-in callback
 * when the URL carries one, otherwise forces a fresh token for a stored session. A session whose
 * refresh fails is dropped and a fresh login starts. The router is created only after this has
 * settled (see app/router.tsx), so rewriting the address here is the "navigate (replace)" to returnTo.
 */
export function startSession(userManager: UserManager): Promise<SessionStart> {
  started ??= run(userManager);
  return started;
}

async function run(userManager: UserManager): Promise<SessionStart> {
  const url = new URL(window.location.href);
  if (url.searchParams.has("code") && url.searchParams.has("state")) {
    try {
      const user = await userManager.signinRedirectCallback();
      window.history.replaceState(null, "", safeReturnTo((user.state as SignInState | undefined)?.returnTo));
      return { user };
    } catch (error) {
      window.history.replaceState(null, "", url.pathname);
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
  const stored = await userManager.getUser();
  if (!stored) return { user: null };
  try {
    return { user: await userManager.signinSilent() };
  } catch {
    await userManager.removeUser();
    const returnTo = `${url.pathname}${url.search}`;
    await userManager.signinRedirect({ state: { returnTo } satisfies SignInState });
    return { redirecting: true };
  }
}

/** Only a path of this app: never another origin ("//host" or "https://..."). */
function safeReturnTo(returnTo: string | undefined): string {
  return returnTo && returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : paths.home.getHref();
}
