import { afterAll, describe, expect, it } from "vitest";
import { startProduct, type RunningProduct } from "./product";

let product: RunningProduct | undefined;
afterAll(async () => {
  await product?.stop();
});

describe("npm start", () => {
  it("says 'Redpen is running' only once /health/ready answers ready", async () => {
    // startProduct returns the moment the line is printed: readiness is asked at once after it.
    product = await startProduct(undefined, { start: "npm start" });
    const reply = await fetch(`${product.url}/api/v1/health/ready`);
    expect(reply.status, product.output()).toBe(200);
    expect(((await reply.json()) as { data: unknown }).data).toMatchObject({
      status: "ready",
      database: "reachable",
      queue: "running",
      engine: "warm",
      model: "not-set",
    });
    expect(product.output().match(/Redpen is running/g)).toHaveLength(1);
  });
});
