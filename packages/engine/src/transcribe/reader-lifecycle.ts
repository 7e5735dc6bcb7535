import { paddleModels, releasePaddleModels } from "./paddle-models";

/**
 * Loads the reader's models ahead of the first photo, so that it does not wait for them.
 * Never rejects: a failed load shows on the first transcription, which tries again.
 */
export function warmTranscriber(): void {
  paddleModels().catch(() => undefined);
}

/** Lets the reader's models go; the next transcription loads them again. */
export async function closeTranscriber(): Promise<void> {
  await releasePaddleModels();
}
