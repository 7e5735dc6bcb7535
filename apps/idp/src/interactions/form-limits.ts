import ipaddr from "ipaddr.js";
import type { Kysely } from "kysely";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { FORM_LIMITS_TABLE, formLimitsClient } from "../db/form-limits-store";
import type { IdpDatabase } from "../db/schema";

/** At most `points` within `durationSeconds`, counted from the first one of a window. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** The limits of the sign-in forms, per submitted email address and per client IP. */
export interface FormLimitSettings {
  /** Wrong passwords for one email before its login waits; a right one clears the count. */
  loginFailuresPerEmail: RateLimit;
  /** Wrong passwords from one IP (a whole school may share one NAT address); right ones are free. */
  loginFailuresPerIp: RateLimit;
  /** Sign-up, resend-verification and password-reset requests for one email, each of which may mail it. */
  mailRequestsPerEmail: RateLimit;
  /** The same requests from one IP. */
  mailRequestsPerIp: RateLimit;
}

const MINUTE = 60;

/**
 * Sized for a school: a staff room of a hundred teachers behind one address signing in on Monday
 * morning pays nothing for right passwords and has room for dozens of typos, while a script gets
 * 10 guesses per account and 100 per address each quarter of an hour. Nobody can have more than
 * 5 Redpen mails an hour sent to their address, and one network at most 100 (a whole staff
 * signing up in a training session fits).
 */
export const DEFAULT_FORM_LIMITS: FormLimitSettings = {
  loginFailuresPerEmail: { points: 10, durationSeconds: 15 * MINUTE },
  loginFailuresPerIp: { points: 100, durationSeconds: 15 * MINUTE },
  mailRequestsPerEmail: { points: 5, durationSeconds: 60 * MINUTE },
  mailRequestsPerIp: { points: 100, durationSeconds: 60 * MINUTE },
};

/** A refused request: what ran out, and how long until it may be tried again. */
export interface LimitExceeded {
  by: "email" | "ip";
  retryAfterSeconds: number;
}

type Counter = { by: LimitExceeded["by"]; limiter: RateLimiterAbstract; points: number };

/**
 * The key of a client address: an IPv4 address as it is, an IPv6 one by its /64 network, since a
 * single home or school line is given a whole /64 and could otherwise take a fresh address per try.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  // process() reads an IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 one it carries.
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const groups = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(":")}::/64`;
}

const exceeded = (by: LimitExceeded["by"], msBeforeNext: number): LimitExceeded => ({
  by,
  retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
});

/**
 * The one place that counts sign-in form use. Keys are the submitted address (known or not, so a
 * refusal never tells whether an account exists) and the client IP. On SQLite the single process
 * counts in memory: a restart forgets, which is fine for a guard against guessing. On PostgreSQL
 * (DATABASE_URL) the counts are kept in its idp_form_limits table, so that every idp process
 * behind one address shares them and a client cannot multiply its tries by the processes.
 */
export class FormLimits {
  private readonly loginByEmail: Counter;
  private readonly loginByIp: Counter;
  private readonly mailByEmail: Counter;
  private readonly mailByIp: Counter;

  /** `postgres`: the idp's database when it is PostgreSQL, to count there; without it, counts stay in memory. */
  constructor(settings: FormLimitSettings, postgres?: Kysely<IdpDatabase>) {
    const storeClient = postgres && formLimitsClient(postgres);
    const counter = (by: Counter["by"], keyPrefix: string, limit: RateLimit): Counter => {
      const options = { keyPrefix, points: limit.points, duration: limit.durationSeconds };
      return {
        by,
        points: limit.points,
        limiter: storeClient
          ? new RateLimiterPostgres({
              ...options,
              storeClient,
              storeType: "pool",
              tableName: FORM_LIMITS_TABLE,
              tableCreated: true,
              // The idp's hourly cleanup deletes the rows whose window is over.
              clearExpiredByTimeout: false,
            })
          : new RateLimiterMemory(options),
      };
    };
    this.loginByEmail = counter("email", "login-email", settings.loginFailuresPerEmail);
    this.loginByIp = counter("ip", "login-ip", settings.loginFailuresPerIp);
    this.mailByEmail = counter("email", "mail-email", settings.mailRequestsPerEmail);
    this.mailByIp = counter("ip", "mail-ip", settings.mailRequestsPerIp);
  }

  /** Whether a login for `email` from `ip` must wait, without counting it. */
  async loginRefused(email: string, ip: string): Promise<LimitExceeded | null> {
    for (const [counter, key] of [
      [this.loginByIp, networkOf(ip)],
      [this.loginByEmail, email],
    ] as const) {
      const used = await counter.limiter.get(key);
      if (used && used.consumedPoints >= counter.points) return exceeded(counter.by, used.msBeforeNext);
    }
    return null;
  }

  async loginFailed(email: string, ip: string): Promise<void> {
    await Promise.all([this.loginByIp.limiter.penalty(networkOf(ip)), this.loginByEmail.limiter.penalty(email)]);
  }

  /** A right password clears its address's count; the IP's stays, so one good account cannot shield guessing. */
  async loginSucceeded(email: string): Promise<void> {
    await this.loginByEmail.limiter.delete(email);
  }

  /** Counts one request that may send a mail to `email`; refuses it when the IP or the address has used its share. */
  async takeMailRequest(email: string, ip: string): Promise<LimitExceeded | null> {
    for (const [counter, key] of [
      [this.mailByIp, networkOf(ip)],
      [this.mailByEmail, email],
    ] as const) {
      try {
        await counter.limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) return exceeded(counter.by, error.msBeforeNext);
        throw error;
      }
    }
    return null;
  }
}
