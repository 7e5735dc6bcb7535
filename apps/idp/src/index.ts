export { buildIdp, type Idp } from "./app";
export { idpConfig, readIdpConfig, type IdpConfig } from "./config";
export { startIdp, type RunningIdp } from "./server";
