import { InvitationId, SchoolName, TeacherName } from "@redpen/contract";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { identityProviderUnavailable, unauthenticated } from "../errors";
import { normaliseEmail } from "./normalise-email";

/** Who is calling, as the access token (and if need be the userinfo endpoint) says. */
export interface VerifiedCaller {
  subject: string;
  email: string;
  emailVerified: boolean;
  /**
   * The school's name typed at sign-up (the `school_name` claim, trimmed), for naming the caller's
   * own new school; null when the provider gives none or one the product would not store.
   */
  schoolName: string | null;
  /**
   * The teacher's name (the standard `name` claim, trimmed), for a new user; null when the provider
   * gives none or one the product would not store.
   */
  name: string | null;
  /**
   * The invitation whose emailed link the account was made through (the `invitation_id` claim), so
   * a new account joins that school; null when the provider gives none or one that is not an id.
   */
  invitationId: string | null;
}

interface Discovery {
  jwks_uri: string;
  userinfo_endpoint?: string;
}

const USERINFO_CACHE_MS = 60_000;

/** The optional `school_name` claim, as kept: a claim that breaks the rules of a school's name is ignored, never refused. */
function schoolNameOf(claim: unknown): string | null {
  const parsed = SchoolName.safeParse(claim);
  return parsed.success ? parsed.data : null;
}

/** The optional standard `name` claim, as kept: a name that breaks the rules of a teacher's name is ignored, never refused. */
function nameOf(claim: unknown): string | null {
  const parsed = TeacherName.safeParse(claim);
  return parsed.success ? parsed.data : null;
}

/** The optional `invitation_id` claim, as kept: anything but an id is ignored, never refused. */
function invitationIdOf(claim: unknown): string | null {
  const parsed = InvitationId.safeParse(claim);
  return parsed.success ? parsed.data : null;
}

/**
 * Verifies bearer tokens of any OpenID Connect provider: signature against the issuer's JWKS
 * (found through discovery), issuer, audience and expiry. Providers whose access tokens carry
 * no email (Auth0, Keycloak without a mapper) are asked through their userinfo endpoint.
 */
export class TokenVerifier {
  private discovery?: Promise<{ jwks: ReturnType<typeof createRemoteJWKSet>; userinfo?: string }>;
  private readonly userinfoCache = new Map<
    string,
    {
      at: number;
      email: string;
      emailVerified: boolean;
      schoolName: string | null;
      name: string | null;
      invitationId: string | null;
    }
  >();

  constructor(
    private readonly issuer: string,
    private readonly audience: string,
  ) {}

  async verify(token: string): Promise<VerifiedCaller> {
    const { jwks, userinfo } = await this.discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: [this.issuer, `${this.issuer}/`],
        audience: this.audience,
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
        throw unauthenticated(
          error instanceof joseErrors.JWTExpired ? "Your session has expired: sign in again." : undefined,
        );
      }
      throw identityProviderUnavailable();
    }
    if (!payload.sub) throw unauthenticated();
    if (typeof payload.email === "string") {
      return {
        subject: payload.sub,
        email: normaliseEmail(payload.email),
        emailVerified: payload.email_verified === true,
        schoolName: schoolNameOf(payload.school_name),
        name: nameOf(payload.name),
        invitationId: invitationIdOf(payload.invitation_id),
      };
    }
    if (!userinfo) throw unauthenticated("The access token does not say who you are (no email claim).");
    return { subject: payload.sub, ...(await this.fetchUserinfo(userinfo, token, payload.sub)) };
  }

  private discover() {
    this.discovery ??= (async () => {
      const response = await fetch(`${this.issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const document = (await response.json()) as Discovery;
      return { jwks: createRemoteJWKSet(new URL(document.jwks_uri)), userinfo: document.userinfo_endpoint };
    })().catch((error: unknown) => {
      this.discovery = undefined; // try again on the next request
      console.error(`Cannot read the identity provider's discovery document at ${this.issuer}:`, error);
      throw identityProviderUnavailable();
    });
    return this.discovery;
  }

  private async fetchUserinfo(endpoint: string, token: string, subject: string) {
    const cached = this.userinfoCache.get(subject);
    if (cached && Date.now() - cached.at < USERINFO_CACHE_MS) return cached;
    const response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    }).catch(() => {
      throw identityProviderUnavailable();
    });
    if (!response.ok) throw unauthenticated();
    const claims = (await response.json()) as {
      email?: unknown;
      email_verified?: unknown;
      school_name?: unknown;
      name?: unknown;
      invitation_id?: unknown;
    };
    if (typeof claims.email !== "string")
      throw unauthenticated("The identity provider did not share your email address.");
    const entry = {
      at: Date.now(),
      email: normaliseEmail(claims.email),
      emailVerified: claims.email_verified === true,
      schoolName: schoolNameOf(claims.school_name),
      name: nameOf(claims.name),
      invitationId: invitationIdOf(claims.invitation_id),
    };
    this.userinfoCache.set(subject, entry);
    return entry;
  }
}
