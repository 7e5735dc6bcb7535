/** The longest a POST /essays waits for its correction, whatever the client asks. */
export const MAX_CORRECTION_WAIT_MS = 2_000;

/**
 * How long the client is willing to wait for the reply, in milliseconds, from its `Prefer: wait=N`
 * header (RFC 7240; N in seconds, fractions allowed), capped at MAX_CORRECTION_WAIT_MS; 0 without
 * one, or when it is not a number.
 */
export function preferredWaitMs(header: string | string[] | undefined): number {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const preference of values.flatMap((value) => value.split(","))) {
    const match = /^\s*wait\s*=\s*"?(\d+(?:\.\d+)?)"?\s*(?:;.*)?$/i.exec(preference);
    if (match) return Math.min(MAX_CORRECTION_WAIT_MS, Math.round(Number(match[1]) * 1000));
  }
  return 0;
}
