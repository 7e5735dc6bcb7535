import { describe, expect, it } from "vitest";
import { isLostPgBossAcknowledgement } from "./pg-boss-acknowledgements";

/** An error with the stack Node gives it, frames as given. */
function errorWithStack(message: string, frames: string[]): Error {
  const error = new Error(message);
  error.stack = [`error: ${message}`, ...frames.map((frame) => `    at ${frame}`)].join("\n");
  return error;
}

describe("a lost pg-boss acknowledgement", () => {
  it("is pg-boss's own complete() or fail() that the database ended the connection under", () => {
    for (const method of ["fail", "complete"])
      expect(
        isLostPgBossAcknowledgement(
          errorWithStack("terminating connection due to administrator command", [
            "/app/node_modules/pg-pool/index.js:45:11",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "async Db.executeSql (/app/node_modules/pg-boss/src/db.js:42:14)",
            `async Manager.${method} (/app/node_modules/pg-boss/src/manager.js:493:20)`,
          ]),
        ),
      ).toBe(true);
  });

  it("is not any other rejection: ours, pg-boss's others, or not an error at all", () => {
    expect(
      isLostPgBossAcknowledgement(
        errorWithStack("terminating connection due to administrator command", [
          "async Db.executeSql (/app/node_modules/pg-boss/src/db.js:42:14)",
          "async Manager.send (/app/node_modules/pg-boss/src/manager.js:300:20)",
        ]),
      ),
    ).toBe(false);
    expect(
      isLostPgBossAcknowledgement(
        errorWithStack("no such essay", ["correctEssayJob (/app/apps/api/src/jobs/correct-essay.job.ts:80:5)"]),
      ),
    ).toBe(false);
    expect(isLostPgBossAcknowledgement("Manager.fail pg-boss/src/manager.js")).toBe(false);
    expect(isLostPgBossAcknowledgement(undefined)).toBe(false);
  });
});
