/**
 * The one way a test waits for something that happens in its own time (a queue's job, a mail, a
 * report sent in the background): it asks again every `everyMs` until `check` gives a value, and
 * past `timeoutMs` fails saying what it waited for and what it last saw. Tests wait for a state,
 * never for a fixed time.
 */
export interface WaitOptions {
  /** How long to wait before failing. */
  timeoutMs: number;
  /** What is awaited, in words, for the failure's message: "essay 3f… to be corrected". */
  what: string;
  /** How often to ask again (100 ms unless given). */
  everyMs?: number;
  /** What there was instead, in words, for the failure's message: "Sentry received only: …". */
  seen?: () => string;
}

/** Resolves with the first value of `check` that is not undefined, null or false. */
export async function waitUntil<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs, what, everyMs = 100, seen }: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`waited ${timeoutMs} ms for ${what}, in vain${seen ? `; ${seen()}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
