import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { hasForbiddenCharacter, InvitationId } from "@redpen/contract";
import type { Mailer } from "@redpen/mail";
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  markEmailVerified,
  updatePasswordHash,
  type AccountRow,
} from "../db/accounts.queries";
import { isEmailTokenUsable, useEmailToken } from "../db/email-tokens.queries";
import type { IdpDatabase } from "../db/schema";
import {
  emailProblem,
  nameProblem,
  normaliseEmail,
  normaliseName,
  normaliseSchoolName,
  passwordProblem,
  schoolNameProblem,
} from "./account-rules";
import { passwordResetMail, signUpAttemptMail, verificationMail } from "./account-mail";
import { createEmailToken, hashEmailToken } from "./email-links";
import { hashPassword, verifyPassword } from "./password";

export interface SignUpInput {
  email: string;
  password: string;
  /** The teacher's name, optional: blank when none was typed. */
  name?: string;
  /** The school's name, optional: blank when none was typed. */
  school_name?: string;
  /** The `invitation` of the authorization request (an invitation's sign-up link gives it). */
  invitation?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** The sign-up form's field errors. */
export interface SignUpErrors {
  email?: string;
  password?: string;
  name?: string;
  school_name?: string;
}

/** Sign-up answers the same for a new and a taken address; only field errors differ. */
export type SignUpResult = { ok: true } | { ok: false; errors: SignUpErrors };

/** The sign-up form's field errors, or null when it may go ahead. */
export function signUpErrors(input: SignUpInput): SignUpErrors | null {
  const errors = {
    email: emailProblem(normaliseEmail(input.email)) ?? undefined,
    password: passwordProblem(input.password) ?? undefined,
    name: nameProblem(input.name ?? "") ?? undefined,
    school_name: schoolNameProblem(input.school_name ?? "") ?? undefined,
  };
  return errors.email || errors.password || errors.name || errors.school_name ? errors : null;
}

const UTM_MAX_LENGTH = 255;
/** Tracking values come from links, not from the user: one that breaks the text rules is dropped, not refused. */
const utm = (value: string | undefined) =>
  value && !hasForbiddenCharacter(value) ? value.slice(0, UTM_MAX_LENGTH) : null;
/** So is an invitation that is not an invitation's id: the account is made without it. */
const invitationId = (value: string | undefined) => InvitationId.safeParse(value).data ?? null;

/**
 * Accounts, passwords and the links sent by email. `issuer` is the public address used in links,
 * `appUrl` the product's. No reply may tell whether an address has an account: the forms that take
 * an address do the same work for a known and an unknown one, and the mails go out off the reply
 * path (what differs is only whom is mailed what).
 */
export class AccountsService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<IdpDatabase>,
    private readonly mailer: Mailer,
    private readonly urls: { issuer: string; appUrl: string },
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

  /**
   * Creates an unverified account and mails it a confirmation link. A taken address gets, instead,
   * a mail telling its owner; the reply is the same, and so is the work in it (hash, one insert).
   */
  async signUp(input: SignUpInput): Promise<SignUpResult> {
    const errors = signUpErrors(input);
    if (errors) return { ok: false, errors };
    const email = normaliseEmail(input.email);
    const account = {
      id: randomUUID(),
      email,
      password_hash: await hashPassword(input.password),
      name: normaliseName(input.name ?? ""),
      school_name: normaliseSchoolName(input.school_name ?? ""),
      invitation_id: invitationId(input.invitation),
      utm_source: utm(input.utm_source),
      utm_medium: utm(input.utm_medium),
      utm_campaign: utm(input.utm_campaign),
      created_at: new Date().toISOString(),
    };
    const created = await insertAccount(this.db, account);
    this.inBackground(() =>
      created ? this.sendVerificationMail(account.id, email) : this.sendSignUpAttemptMail(email),
    );
    return { ok: true };
  }

  private async sendVerificationMail(accountId: string, email: string): Promise<void> {
    const token = await createEmailToken(this.db, accountId, "verify-email");
    await this.mailer.send(verificationMail(email, `${this.urls.issuer}/verify-email?token=${token}`));
  }

  private async sendSignUpAttemptMail(email: string): Promise<void> {
    const hint = `email=${encodeURIComponent(email)}`;
    await this.mailer.send(
      signUpAttemptMail(email, {
        logIn: `${this.urls.appUrl}/login?${hint}`,
        resetPassword: `${this.urls.issuer}/forgot-password?${hint}`,
      }),
    );
  }

  /** Sends a new confirmation link if the address belongs to an unconfirmed account; off the reply path. */
  resendVerificationMail(email: string): void {
    this.inBackground(async () => {
      const account = await findAccountByEmail(this.db, normaliseEmail(email));
      if (account && account.email_verified !== 1) await this.sendVerificationMail(account.id, account.email);
    });
  }

  /** Marks the address verified and returns it; undefined when the link is unknown, used or expired. */
  async verifyEmail(token: string): Promise<string | undefined> {
    const accountId = await useEmailToken(this.db, hashEmailToken(token), "verify-email");
    if (!accountId) return undefined;
    await markEmailVerified(this.db, accountId);
    return (await findAccountById(this.db, accountId))?.email;
  }

  /** Sends a reset link if the address has an account; off the reply path. */
  requestPasswordReset(email: string): void {
    this.inBackground(async () => {
      const account = await findAccountByEmail(this.db, normaliseEmail(email));
      if (!account) return;
      const token = await createEmailToken(this.db, account.id, "reset-password");
      await this.mailer.send(passwordResetMail(account.email, `${this.urls.issuer}/reset-password?token=${token}`));
    });
  }

  /**
   * Runs mail work once the reply is written (setImmediate runs after the I/O of this turn), so
   * neither its time nor its failure shows whether an address has an account. Failures are
   * logged; settle() waits for what is under way.
   */
  private inBackground(work: () => Promise<void>): void {
    const tracked = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => console.error("idp mail failed", error))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for the mails under way (before closing the database and the mailer). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  isResetTokenUsable(token: string): Promise<boolean> {
    return isEmailTokenUsable(this.db, hashEmailToken(token), "reset-password");
  }

  /** Sets a new password; the reset link also proves the address, so it becomes verified. */
  async resetPassword(token: string, password: string): Promise<"ok" | "invalid-token" | { passwordError: string }> {
    const problem = passwordProblem(password, "New password");
    if (problem) return { passwordError: problem };
    const accountId = await useEmailToken(this.db, hashEmailToken(token), "reset-password");
    if (!accountId) return "invalid-token";
    await updatePasswordHash(this.db, accountId, await hashPassword(password));
    await markEmailVerified(this.db, accountId);
    return "ok";
  }
}
