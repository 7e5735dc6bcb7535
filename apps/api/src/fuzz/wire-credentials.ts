import type { FuzzFixtures } from "./fuzz-fixtures";
import { signPaymentEvent } from "../payments/webhook-signature";
import type { CallerVariant } from "./mutation";

/** Who the wire request says is calling: the route's own credentials, or the caller variant's. */

/** The authorization header of a teacher's (or anyone's) call. */
export function bearerOf(
  fixtures: FuzzFixtures,
  variant: CallerVariant | undefined,
  token: string | undefined,
): string | undefined {
  switch (variant) {
    case undefined:
      return token && `Bearer ${token}`;
    case "none":
      return undefined;
    case "garbage":
      return "Bearer not.a.token";
    case "empty":
      return "Bearer ";
    case "basic":
      return `Basic ${Buffer.from(`${fixtures.teacher.email}:password`).toString("base64")}`;
    case "huge":
      return `Bearer ${"a".repeat(12_000)}`;
    case "stranger":
      return `Bearer ${fixtures.stranger.token}`;
    case "colleague":
      return `Bearer ${fixtures.colleague.token}`;
    default:
      return variant in fixtures.brokenTokens
        ? `Bearer ${fixtures.brokenTokens[variant as keyof FuzzFixtures["brokenTokens"]]}`
        : token && `Bearer ${token}`;
  }
}

/** The mailbox key of a mail preview call. */
export function mailboxKeyOf(key: string, variant: CallerVariant | undefined): string | string[] | undefined {
  const variants: Partial<Record<CallerVariant, string | string[] | undefined>> = {
    none: undefined,
    wrong: "a".repeat(key.length),
    truncated: key.slice(0, -1),
    twice: [key, key],
    empty: "",
    padded: `${key} `,
  };
  return variant === undefined ? key : variants[variant];
}

/** The signature header of a payment event. */
export function signatureOf(payload: string, secret: string, variant: CallerVariant | undefined): string | undefined {
  const variants: Partial<Record<CallerVariant, string | undefined>> = {
    none: undefined,
    garbage: "t=1,v1=00",
    wrongSecret: signPaymentEvent(payload, "whsec_someone_else"),
    stale: signPaymentEvent(payload, secret, Math.floor(Date.now() / 1000) - 3_600),
    otherPayload: signPaymentEvent(`${payload} `, secret),
  };
  return variant === undefined ? signPaymentEvent(payload, secret) : variants[variant];
}
