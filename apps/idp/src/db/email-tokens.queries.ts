import type { Kysely } from "kysely";
import type { IdpDatabase } from "./schema";

export type EmailTokenPurpose = "verify-email" | "reset-password";

export async function insertEmailToken(
  db: Kysely<IdpDatabase>,
  token: { token_hash: string; account_id: string; purpose: EmailTokenPurpose; expires_at: number },
): Promise<void> {
  await db
    .insertInto("idp_email_tokens")
    .values({ ...token, used_at: null })
    .execute();
}

/**
 * Marks an unused, unexpired token as used and returns its account id; undefined when the token
 * is unknown, expired, already used or for another purpose. The guarded update makes it single-use
 * even when two requests race.
 */
export async function useEmailToken(
  db: Kysely<IdpDatabase>,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<string | undefined> {
  const now = Date.now();
  const result = await db
    .updateTable("idp_email_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom("idp_email_tokens")
    .select("account_id")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row?.account_id;
}

/** Whether a token is still usable, without using it (to show the reset form before the POST). */
export async function isEmailTokenUsable(
  db: Kysely<IdpDatabase>,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<boolean> {
  const row = await db
    .selectFrom("idp_email_tokens")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", Date.now())
    .executeTakeFirst();
  return row !== undefined;
}
