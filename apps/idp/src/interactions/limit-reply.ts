import type { Context } from "koa";
import type { LimitExceeded } from "./form-limits";

const waitFor = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

/**
 * Answers 429 with Retry-After and returns the sentence the page shows. It names what ran out (the
 * address or the network) but never whether the address has an account: both are counted alike.
 */
export function refuseOverLimit(ctx: Context, exceeded: LimitExceeded, form: "login" | "mail"): string {
  ctx.status = 429;
  ctx.set("Retry-After", String(exceeded.retryAfterSeconds));
  const wait = waitFor(exceeded.retryAfterSeconds);
  if (form === "login") {
    return exceeded.by === "email"
      ? `Too many wrong passwords. Wait ${wait}, or reset your password.`
      : `Too many wrong passwords from your network. Wait ${wait} and try again.`;
  }
  return exceeded.by === "email"
    ? `Too many requests for this email address. Wait ${wait} and try again.`
    : `Too many requests from your network. Wait ${wait} and try again.`;
}
