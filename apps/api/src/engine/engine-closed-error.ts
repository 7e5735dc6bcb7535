/**
 * The engine was closed (the server is stopping) before or while it worked on a call. Not the
 * essay's fault: a correction job that meets it leaves the essay PENDING for the next start.
 */
export class EngineClosedError extends Error {
  override readonly name = "EngineClosedError";

  constructor() {
    super("The engine was closed: the server is stopping.");
  }
}
