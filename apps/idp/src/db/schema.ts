import type { Generated } from "kysely";

/** Tables of the identity provider; all prefixed idp_ so they can share the product's database. */
export interface IdpDatabase {
  idp_accounts: {
    id: string;
    email: string;
    password_hash: string;
    email_verified: Generated<number>;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    /** The school's name typed at sign-up (trimmed), or null when none was. */
    school_name: string | null;
    /** The teacher's name typed at sign-up (trimmed), or null when none was. */
    name: string | null;
    /** The invitation whose sign-up link made the account (a UUID), or null when it came through none. */
    invitation_id: string | null;
    created_at: string;
  };
  idp_oidc_payloads: {
    model: string;
    id: string;
    payload: string;
    grant_id: string | null;
    user_code: string | null;
    uid: string | null;
    expires_at: number | null;
    consumed_at: number | null;
  };
  idp_keys: {
    kind: string;
    material: string;
    created_at: string;
  };
  idp_email_tokens: {
    token_hash: string;
    account_id: string;
    purpose: string;
    expires_at: number;
    used_at: number | null;
  };
  /** Written by rate-limiter-flexible (see form-limits-store.ts): a count per key until `expire` (ms since 1970). */
  idp_form_limits: {
    key: string;
    points: number;
    expire: number | null;
  };
}
