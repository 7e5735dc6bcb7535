import { request, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/essay-suite";

const ctx = useTestApi();

describe("stopping the api", () => {
  // Before, the connection stayed open for Fastify's 72 s keep-alive timeout and the stop waited for it.
  it(
    "answers the request under way, then closes its keep-alive connection and stops",
    { timeout: 20_000 },
    async () => {
      const { app } = ctx.api;
      let onUnderWay = () => {};
      const underWay = new Promise<void>((resolve) => (onUnderWay = resolve));
      app.get("/slow", async () => {
        onUnderWay();
        // A request that takes its time: the stop comes while it is under way.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { done: true };
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const agent = new Agent({ keepAlive: true });

      let onSocketClose = () => {};
      const socketClosed = new Promise<void>((resolve) => (onSocketClose = resolve));
      const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/slow", agent }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        })
          .on("socket", (socket) => socket.once("close", onSocketClose))
          .on("error", reject)
          .end();
      });
      await underWay;
      const stopped = app.close();

      const { status, body } = await reply;
      expect(status).toBe(200);
      expect(JSON.parse(body)).toEqual({ done: true });
      await socketClosed;
      await stopped;
      agent.destroy();
    },
  );
});
