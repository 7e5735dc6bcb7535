/**
 * The identity provider the account-probing bench measures, in a process of its own (as in
 * production), so that its work after a reply cannot slow the bench's client. Started by the
 * bench with fork(): it sends its address once listening, and answers "settle" and "close".
 */
import type { FormLimitSettings } from "../src/interactions/form-limits";
import { startTestIdp } from "../src/testing/test-idp";

const UNLIMITED = { points: 1_000_000_000, durationSeconds: 1 };
/** The bench sends thousands of requests from one address: the limits are raised through the provider's settings. */
const NO_LIMITS: FormLimitSettings = {
  loginFailuresPerEmail: UNLIMITED,
  loginFailuresPerIp: UNLIMITED,
  mailRequestsPerEmail: UNLIMITED,
  mailRequestsPerIp: UNLIMITED,
};

const idp = await startTestIdp({ formLimits: NO_LIMITS });
process.on("message", async (message) => {
  if (message === "settle") {
    await idp.idp.settle();
    process.send!("settled");
  } else if (message === "close") {
    await idp.close();
    process.exit(0);
  }
});
process.send!({ issuer: idp.config.issuer, clientId: idp.config.clientId });
