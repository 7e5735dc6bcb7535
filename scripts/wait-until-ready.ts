import type { buildApi } from "@redpen/api";

type Api = Awaited<ReturnType<typeof buildApi>>["app"];

const READY_PATH = "/api/v1/health/ready";
/** How often readiness is asked while the engine warms up. */
const LOOK_EVERY_MS = 100;

/**
 * Resolves once the api's `/health/ready` answers ready (the database answers, the correction queue
 * runs, the engine is loaded); after `timeoutMs` it rejects, saying what is not ready.
 */
export async function waitUntilReady(app: Api, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await app.inject({ method: "GET", url: READY_PATH });
    if (reply.statusCode === 200) return;
    if (Date.now() > deadline)
      throw new Error(`Redpen did not become ready within ${timeoutMs / 1000} s: ${READY_PATH} answers ${reply.body}`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}
