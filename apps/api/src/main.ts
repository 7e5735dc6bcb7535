import { createFilesOwnerOnly } from "@redpen/server";
import { buildApi } from "./app";
import { readApiConfig } from "./config";

// Entry point of the api alone (with an outside identity provider); `npm start` at the root runs both.
createFilesOwnerOnly();
const config = readApiConfig();
const { app } = await buildApi(config, { logger: true });
await app.listen({ port: config.port, host: config.host });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
