import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductListResponse } from "@redpen/contract";
import { bearer } from "../testing/essays";
import { startTestApi, type TestContext } from "../testing/test-api";

const CUSTOM = [
  { name: "Starter", price_cents: 990, essay_quantity: 10 },
  { name: "School", price_cents: 49900, essay_quantity: 1000 },
];

let ctx: TestContext;
let custom: TestContext;
beforeAll(async () => {
  [ctx, custom] = await Promise.all([
    startTestApi(),
    startTestApi({ PRODUCTS: JSON.stringify(CUSTOM), VAT_RATE: "5.5" }),
  ]);
});
afterAll(async () => Promise.all([ctx?.close(), custom?.close()]));

const getProducts = async (on: TestContext) => {
  const { token } = await on.teacherToken();
  return on.api.app.inject({ method: "GET", url: "/api/v1/products", headers: bearer(token) });
};

describe("GET /api/v1/products", () => {
  it("lists 20, 50, 100 and 200 essays by default, each essay cheaper in a bigger pack", async () => {
    const reply = await getProducts(ctx);
    expect(reply.statusCode).toBe(200);
    const { data } = ProductListResponse.parse(reply.json());
    expect(data.map((product) => product.essay_quantity)).toEqual([20, 50, 100, 200]);
    expect(data[1]).toEqual({ name: "50 essays", price_cents: 3900, essay_quantity: 50 });
    const perEssay = data.map((product) => product.price_cents / product.essay_quantity);
    expect(perEssay).toEqual([...perEssay].sort((a, b) => b - a));
    expect(new Set(perEssay).size).toBe(4);
  });

  it("lists the packs of the PRODUCTS setting, with the VAT rate added to their net prices", async () => {
    const reply = await getProducts(custom);
    expect(reply.json()).toEqual({ data: CUSTOM, vat_rate_percent: 5.5 });
  });

  it("adds 20% VAT when VAT_RATE is unset", async () => {
    expect((await getProducts(ctx)).json()).toMatchObject({ vat_rate_percent: 20 });
  });

  it("needs a signed-in teacher", async () => {
    const reply = await ctx.api.app.inject({ method: "GET", url: "/api/v1/products" });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error_code).toBe("UNAUTHENTICATED");
  });
});
