import { createFilesOwnerOnly } from "@redpen/server";
import { readIdpConfig } from "./config";
import { startIdp } from "./server";

// Entry point of `npm start -w @redpen/idp` and of the product's start script.
createFilesOwnerOnly();
const config = readIdpConfig();
const idp = await startIdp(config);
console.log(`Identity provider ready at ${config.issuer}`);

const stop = async () => {
  await idp.stop();
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
