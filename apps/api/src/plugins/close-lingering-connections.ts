import type { FastifyInstance } from "fastify";

const SWEEP_INTERVAL_MS = 50;

/**
 * Lets a stop end as soon as the replies under way are sent. Fastify 5.12 closes the idle keep-alive
 * connections only once, when the stop begins (fastify/fastify#7044), so a connection whose request
 * was under way then stays open for the keep-alive timeout (72 s) and holds up the stop. Until the
 * server has closed, connections are closed whenever they fall idle; requests under way finish.
 */
export function closeLingeringConnectionsOnStop(app: FastifyInstance): void {
  app.addHook("preClose", async () => {
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_INTERVAL_MS);
    app.server.once("close", () => clearInterval(sweep));
  });
}
