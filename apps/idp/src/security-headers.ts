import type { Context, Next } from "koa";
import helmet from "koa-helmet";
import { helmetOptions, PERMISSIONS_POLICY } from "@redpen/security-headers";
import type { IdpConfig } from "./config";

/**
 * Redpen's header policy on every reply of the provider: its pages, oidc-provider's own endpoints
 * (discovery, jwks, auth, token, end-session) and their errors. The pages load their style and
 * script as files from here, so no nonce is needed and nothing inline runs. Forms post to the
 * provider itself, whose answer redirects to the app: browsers apply form-action to that redirect
 * chain too, so the origins of the registered redirect and post-logout addresses are allowed.
 */
export function securityHeaders(config: IdpConfig) {
  const formAction = [
    ...new Set([...config.redirectUris, ...config.postLogoutRedirectUris].map((uri) => new URL(uri).origin)),
  ];
  const protect = helmet(helmetOptions({ formAction, hsts: config.trustProxy }));
  return async (ctx: Context, next: Next) => {
    ctx.set("Permissions-Policy", PERMISSIONS_POLICY);
    await protect(ctx, next);
  };
}
