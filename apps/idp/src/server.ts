import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Kysely } from "kysely";
import { buildIdp } from "./app";
import type { IdpConfig } from "./config";
import type { IdpDatabase } from "./db/schema";

export interface RunningIdp {
  server: Server;
  /** The port it listens on (useful with port 0). */
  port: number;
  db: Kysely<IdpDatabase>;
  /** Waits for the mails under way (see Idp.settle). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the identity provider on config.port and returns a handle that closes it gracefully. */
export async function startIdp(config: IdpConfig, host = "0.0.0.0"): Promise<RunningIdp> {
  const idp = await buildIdp(config);
  const server = createServer(idp.provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    db: idp.db,
    settle: () => idp.settle(),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await idp.close();
    },
  };
}
