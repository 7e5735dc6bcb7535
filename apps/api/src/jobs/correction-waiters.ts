/**
 * Who waits for an essay's correction in this process (a POST /essays sent with `Prefer: wait`):
 * each waiter is let go when the essay's job ends here, or after its own time, whichever is first.
 */
export class CorrectionWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Resolves when `finished(essayId)` is called, or after `ms`. Never rejects. */
  wait(essayId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiting.get(essayId) ?? new Set<() => void>();
      this.waiting.set(essayId, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.waiting.get(essayId) === waiters) this.waiting.delete(essayId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  /** The essay's job ended (corrected, failed or crashed): everyone waiting for it goes on. */
  finished(essayId: string): void {
    for (const done of [...(this.waiting.get(essayId) ?? [])]) done();
  }

  /** Lets every waiter go (the queue stops). */
  releaseAll(): void {
    for (const essayId of [...this.waiting.keys()]) this.finished(essayId);
  }
}
