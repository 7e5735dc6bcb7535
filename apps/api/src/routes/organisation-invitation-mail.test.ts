import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invite, teachersOf } from "../testing/organisations";
import { startTestApi, type TestContext } from "../testing/test-api";
import { newTeacher } from "../testing/teachers";

/** A local port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
});
afterAll(async () => ctx?.close());

describe("POST /api/v1/organisations/:organisation_id/users when the mail server is down", () => {
  it("answers 503 MAIL_UNAVAILABLE and keeps the invitation, so inviting again resends it", async () => {
    const owner = await newTeacher(ctx);
    const email = `teacher-${crypto.randomUUID()}@school.test`;
    const reply = await invite(ctx, owner.token, owner.organisationId, email);
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      error_message: expect.stringContaining(`invite ${email} again in a moment`),
      error_code: "MAIL_UNAVAILABLE",
    });
    expect((await teachersOf(ctx, owner.token, owner.organisationId)).map((user) => user.data.email)).toEqual([
      owner.email,
      email,
    ]);
  });
});
