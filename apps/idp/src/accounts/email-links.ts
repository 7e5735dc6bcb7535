import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { insertEmailToken, type EmailTokenPurpose } from "../db/email-tokens.queries";
import type { IdpDatabase } from "../db/schema";

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  "verify-email": 7 * 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
};

/** Only the hash is stored, so a leaked database cannot be used to verify or reset accounts. */
export function hashEmailToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Creates a single-use token for a link sent by email and returns the raw token for the link. */
export async function createEmailToken(
  db: Kysely<IdpDatabase>,
  accountId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertEmailToken(db, {
    token_hash: hashEmailToken(token),
    account_id: accountId,
    purpose,
    expires_at: Date.now() + LIFETIME_MS[purpose],
  });
  return token;
}
