import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { TokenVerifier } from "../auth/token-verifier";
import type { Database } from "../db/schema";
import { emailNotVerified, unauthenticated } from "../errors";
import { resolveCurrentUser, type CurrentUser } from "../services/users.service";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    currentUser?: CurrentUser;
  }
  interface FastifyInstance {
    /** onRequest hook of protected routes: a valid token of a verified user, or 401/403. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/;

export function useAuthentication(app: FastifyInstance, verifier: TokenVerifier, db: Kysely<Database>): void {
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match?.[1]) throw unauthenticated();
    const caller = await verifier.verify(match[1]);
    if (!caller.emailVerified) throw emailNotVerified();
    request.currentUser = await resolveCurrentUser(db, caller);
  });
}

/** The user of a route protected by `app.authenticate`. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
