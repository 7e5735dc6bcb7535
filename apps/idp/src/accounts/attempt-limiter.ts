/**
 * Counts failed attempts per key (an email address) in a sliding window, so that passwords cannot
 * be guessed at speed. In memory: a restart forgets, which is fine for a guard against guessing.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  private prune(now: number): void {
    for (const key of this.failures.keys()) if (this.recent(key, now).length === 0) this.failures.delete(key);
  }
}
