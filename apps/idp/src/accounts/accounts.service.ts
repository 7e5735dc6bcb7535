import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Mailer } from "@redpen/mail";
import { findAccountByEmail, findAccountById, insertAccount, markEmailVerified, updatePasswordHash, type AccountRow } from "../db/accounts.queries";
import { isEmailTokenUsable, useEmailToken } from "../db/email-tokens.queries";
import type { IdpDatabase } from "../db/schema";
import { emailProblem, normaliseEmail, passwordProblem } from "./account-rules";
import { passwordResetMail, verificationMail } from "./account-mail";
import { createEmailToken, hashEmailToken } from "./email-links";
import { hashPassword, verifyPassword } from "./password";

export interface SignUpInput {
  email: string;
  password: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export type SignUpResult = { ok: true; account: AccountRow } | { ok: false; errors: { email?: string; password?: string } };

const UTM_MAX_LENGTH = 255;
const utm = (value: string | undefined) => (value ? value.slice(0, UTM_MAX_LENGTH) : null);

/** Accounts, passwords and the links sent by email. `issuer` is the public address used in links. */
export class AccountsService {
  constructor(
    private readonly db: Kysely<IdpDatabase>,
    private readonly mailer: Mailer,
    private readonly issuer: string,
  ) {}

  findById(id: string): Promise<AccountRow | undefined> {
    return findAccountById(this.db, id);
  }

  /** Returns the account when email and password match, otherwise undefined. */
  async authenticate(email: string, password: string): Promise<AccountRow | undefined> {
    const account = await findAccountByEmail(this.db, normaliseEmail(email));
    if (!account) {
      await hashPassword(password); // same work either way, so timing does not reveal which emails exist
      return undefined;
    }
    return (await verifyPassword(password, account.password_hash)) ? account : undefined;
  }

  async signUp(input: SignUpInput): Promise<SignUpResult> {
    const email = normaliseEmail(input.email);
    const errors = { email: emailProblem(email) ?? undefined, password: passwordProblem(input.password) ?? undefined };
    if (errors.email || errors.password) return { ok: false, errors };
    const account = {
      id: randomUUID(),
      email,
      password_hash: await hashPassword(input.password),
      utm_source: utm(input.utm_source),
      utm_medium: utm(input.utm_medium),
      utm_campaign: utm(input.utm_campaign),
      created_at: new Date().toISOString(),
    };
    if (!(await insertAccount(this.db, account))) {
      return { ok: false, errors: { email: "An account with this email address already exists. Log in instead." } };
    }
    await this.sendVerificationMail(account.id, email);
    return { ok: true, account: { ...account, email_verified: 0 } };
  }

  async sendVerificationMail(accountId: string, email: string): Promise<void> {
    const token = await createEmailToken(this.db, accountId, "verify-email");
    await this.mailer.send(verificationMail(email, `${this.issuer}/verify-email?token=${token}`));
  }

  /** Sends a new confirmation link to an unconfirmed account; says nothing either way. */
  async resendVerificationMail(email: string): Promise<void> {
    const account = await findAccountByEmail(this.db, normaliseEmail(email));
    if (account && account.email_verified !== 1) await this.sendVerificationMail(account.id, account.email);
  }

  /** Marks the address verified; false when the link is unknown, used or expired. */
  async verifyEmail(token: string): Promise<boolean> {
    const accountId = await useEmailToken(this.db, hashEmailToken(token), "verify-email");
    if (!accountId) return false;
    await markEmailVerified(this.db, accountId);
    return true;
  }

  /** Sends a reset link when the account exists; says nothing either way, so emails cannot be probed. */
  async requestPasswordReset(email: string): Promise<void> {
    const account = await findAccountByEmail(this.db, normaliseEmail(email));
    if (!account) return;
    const token = await createEmailToken(this.db, account.id, "reset-password");
    await this.mailer.send(passwordResetMail(account.email, `${this.issuer}/reset-password?token=${token}`));
  }

  isResetTokenUsable(token: string): Promise<boolean> {
    return isEmailTokenUsable(this.db, hashEmailToken(token), "reset-password");
  }

  /** Sets a new password; the reset link also proves the address, so it becomes verified. */
  async resetPassword(token: string, password: string): Promise<"ok" | "invalid-token" | { passwordError: string }> {
    const problem = passwordProblem(password);
    if (problem) return { passwordError: problem };
    const accountId = await useEmailToken(this.db, hashEmailToken(token), "reset-password");
    if (!accountId) return "invalid-token";
    await updatePasswordHash(this.db, accountId, await hashPassword(password));
    await markEmailVerified(this.db, accountId);
    return "ok";
  }
}
