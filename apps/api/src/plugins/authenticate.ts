import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../app-deps";
import type { TokenVerifier } from "../auth/token-verifier";
import { AppError, emailNotVerified, unauthenticated } from "../errors";
import type { CurrentUser } from "../auth/current-user";
import { resolveCurrentUser } from "../services/users/users.service";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    currentUser?: CurrentUser;
    /** Set by `app.identify`: the identity provider's subject of a verified caller. */
    viewerSubject?: string;
  }
  interface FastifyInstance {
    /** onRequest hook of protected routes: a valid token of a verified user, or 401/403. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * onRequest hook of public routes that show the signed-in teacher more: sets `viewerSubject` for
     * a valid token of a verified user, checking the token only (no database work: these routes are
     * the busiest). No token, a token that is invalid or expired, or an unverified
     * email means a visitor, never a 401: the page must open for the student who has only the link.
     */
    identify(request: FastifyRequest): Promise<void>;
  }
}

/** An Authorization header with a token. The scheme's name is case-insensitive (RFC 9110 11.1): "bearer" is taken too. */
const BEARER = /^Bearer +([A-Za-z0-9\-_.~+/]+=*)$/i;

export function useAuthentication(app: FastifyInstance, verifier: TokenVerifier, deps: Pick<AppDeps, "db">): void {
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match?.[1]) throw unauthenticated();
    const caller = await verifier.verify(match[1]);
    if (!caller.emailVerified) throw emailNotVerified();
    request.currentUser = await resolveCurrentUser(deps, caller);
  });
  app.decorate("identify", async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match?.[1]) return;
    let caller;
    try {
      caller = await verifier.verify(match[1]);
    } catch (error) {
      // A provider that cannot be reached stays a 503: the owner would otherwise be shown the visitor's page.
      if (error instanceof AppError && error.statusCode === 401) return;
      throw error;
    }
    if (caller.emailVerified) request.viewerSubject = caller.subject;
  });
}

/** The caller of a route with `app.identify`: the signed-in user's subject, or null for a visitor. */
export function viewerOf(request: FastifyRequest): string | null {
  return request.viewerSubject ?? null;
}

/** The user of a route protected by `app.authenticate`. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
