import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, textEssayData, waitForCorrection } from "../testing/essays";
import { startTestApi, type TestContext } from "../testing/test-api";
import { randomUUID } from "node:crypto";
import { newTeacher, type Teacher } from "../testing/teachers";

let ctx: TestContext;
let teacher: Teacher;

beforeAll(async () => {
  ctx = await startTestApi();
  teacher = await newTeacher(ctx);
});
afterAll(async () => ctx?.close());

const postEssay = (headers: Record<string, string> = {}) =>
  ctx.api.app.inject({
    method: "POST",
    url: `/api/v1/essays/${randomUUID()}`,
    payload: { data: textEssayData() },
    headers: { ...bearer(teacher.token), ...headers },
  });

describe("POST /api/v1/essays/{id} with Prefer: wait", () => {
  it("replies with the corrected essay when the queue was idle", async () => {
    // A first essay warms the engine thread and leaves the queue idle.
    const first = await postEssay();
    await waitForCorrection(ctx, first.json().id);

    const started = performance.now();
    const reply = await postEssay({ prefer: "wait=2" });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers["preference-applied"]).toBe("wait=2");
    expect(reply.json().data.status).toBe("SUCCESS");
    expect(reply.json().data.edits.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it("replies at once with the PENDING essay without the header, as docs/behaviour/api.md has it", async () => {
    const reply = await postEssay();
    expect(reply.statusCode).toBe(201);
    expect(reply.headers["preference-applied"]).toBeUndefined();
    expect(reply.json().data.status).toBe("PENDING");
    await waitForCorrection(ctx, reply.json().id);
  });

  it("does not hold the reply for a queue busy with other essays", async () => {
    const busy = await Promise.all([postEssay(), postEssay(), postEssay()]);
    const started = performance.now();
    const reply = await postEssay({ prefer: "wait=2" });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.status).toBe("PENDING");
    expect(performance.now() - started).toBeLessThan(1_500);
    for (const essay of [...busy.map((one) => one.json().id), reply.json().id]) await waitForCorrection(ctx, essay);
  });
});
