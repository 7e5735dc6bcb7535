import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SentryReceiver } from "../../../../test-support/sentry-receiver";
import { bearer } from "../testing/essays";
import { listenOnLoopback, startTestApi, type TestContext } from "../testing/test-api";

const ESSAY =
  "Nowadays many people think that technology make our lives easier, but I am not agree with this idea completely because it has many disadvantages too.";

const receiver = new SentryReceiver();
// Sentry replaces it for the whole process, so that the functions it wraps read as their own.
const functionToString = Function.prototype.toString;
let ctx: TestContext;
let base: string;

beforeAll(async () => {
  await receiver.start();
  ctx = await startTestApi({ SENTRY_DSN: receiver.dsn });
  // A route that fails as a bug would: the api has none on purpose.
  ctx.api.app.post("/api/v1/failing", async () => {
    throw new Error("the failing route failed");
  });
  base = await listenOnLoopback(ctx.api);
});
afterAll(async () => {
  await ctx?.close();
  // Sentry is one per process: the test files that run after this one in it send nothing, and find
  // Node's own Function.prototype.toString.
  await (await import("@sentry/node")).close();
  Function.prototype.toString = functionToString;
  await receiver.stop();
});

/** Waits until the api's Sentry client has sent every event it holds (the receiver has answered each). */
async function flushSentry(): Promise<void> {
  expect(await (await import("@sentry/node")).flush(5_000)).toBe(true);
}

const events = () =>
  receiver
    .itemsOfType("event")
    .map(
      (item) =>
        JSON.parse(item.text) as { exception: { values: { value: string }[] }; request: Record<string, unknown> },
    );

describe("error reporting with SENTRY_DSN", () => {
  it("sends an unexpected error once, without the essay text, e-mail address or token the request carried", async () => {
    const { token, email } = await ctx.teacherToken();
    const reply = await fetch(`${base}/api/v1/failing?access_token=${token}&email=${encodeURIComponent(email)}`, {
      method: "POST",
      headers: { ...bearer(token), cookie: `session=${token}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { original_text: ESSAY, email, student_name: "Pablo Ruiz" } }),
    });
    expect(reply.status).toBe(500);
    expect(((await reply.json()) as { error_code: string }).error_code).toBe("INTERNAL");

    await receiver.waitFor(() => events().length > 0 && receiver.itemsOfType("span").length > 0);
    // Anything sent twice is sent by the time Sentry's queue is flushed.
    await flushSentry();
    expect(events()).toHaveLength(1);
    const [event] = events();
    expect(event!.exception.values[0]!.value).toBe("the failing route failed");
    expect(event!.request).toMatchObject({ method: "POST", url: `${base}/api/v1/failing` });

    const sent = receiver.allText();
    for (const secret of [ESSAY.slice(0, 30), "agree with this idea", email, token, token.split(".")[1]!, "Pablo Ruiz"])
      expect(sent).not.toContain(secret);
  });

  it("sends nothing for a refusal the api answers on purpose", async () => {
    const before = events().length;
    const { token } = await ctx.teacherToken();
    expect((await fetch(`${base}/api/v1/essays/not-an-id`, { headers: bearer(token) })).status).toBe(400);
    expect((await fetch(`${base}/api/v1/users/me`)).status).toBe(401);
    // Anything the refusals sent is sent by the time Sentry's queue is flushed.
    await flushSentry();
    expect(events()).toHaveLength(before);
  });

  it("gives the web app the DSN, and lets its pages send to Sentry's origin and make replay's worker", async () => {
    const reply = await fetch(`${base}/config.json`);
    expect(((await reply.json()) as { sentry_dsn: string }).sentry_dsn).toBe(receiver.dsn);
    const policy = reply.headers.get("content-security-policy")!;
    const origin = new URL(receiver.dsn).origin;
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/\./g, "\\.")}`));
    expect(policy).toContain("worker-src 'self' blob:");
  });
});
