/**
 * The engine failed on a call: its own error, a call that ran past its time limit, or a thread that
 * died under it. The essay is what the engine choked on, so a correction job stores FAILURE for it.
 */
export class EngineCallError extends Error {
  constructor(message: string, name = "EngineCallError") {
    super(message);
    this.name = name;
  }
}

/** What a call of each kind was doing, as its time-out says it. */
const TIMED_OUT_TASKS: Record<string, string> = { transcribe: "read the photos", renderPdfPage: "draw the PDF page" };

/** A call ran past its time limit; its thread was ended (the next call gets a new one). */
export class EngineTimeoutError extends EngineCallError {
  constructor(
    readonly kind: string,
    readonly timeoutMs: number,
  ) {
    super(
      `The engine took longer than ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} to ${TIMED_OUT_TASKS[kind] ?? "correct the essay"} and was stopped.`,
      "EngineTimeoutError",
    );
  }
}

/** The engine's thread stopped (out of memory, or another crash) during the call. */
export class EngineThreadError extends EngineCallError {
  constructor(reason: string) {
    super(`The engine thread stopped (${reason}).`, "EngineThreadError");
  }
}

/**
 * Too many calls already wait for the engine: a call that may be refused (a photo upload) is, at
 * once, rather than holding its photo in memory while it waits. Not about the photo.
 */
export class EngineBusyError extends Error {
  override readonly name = "EngineBusyError";

  constructor() {
    super("The engine is busy: too many calls are waiting.");
  }
}
