import { describe, expect, it } from "vitest";
import { isHighlightedPack, packStars, PaymentQuery, sortProductsByPrice } from "./payments";

describe("the payment query", () => {
  it("coerces the price and quantity from the query string", () => {
    expect(
      PaymentQuery.parse({ product_name: "50 essays", product_price_cents: "4500", product_essay_quantity: "50" }),
    ).toEqual({
      product_name: "50 essays",
      product_price_cents: 4500,
      product_essay_quantity: 50,
    });
  });

  it("refuses missing, malformed, fractional and non-positive numbers", () => {
    const valid = { product_name: "x", product_price_cents: "100", product_essay_quantity: "1" };
    for (const change of [
      { product_price_cents: "abc" },
      { product_price_cents: "" },
      { product_price_cents: "9.5" },
      { product_essay_quantity: "0" },
      { product_essay_quantity: "-3" },
      { product_name: "" },
    ]) {
      expect(PaymentQuery.safeParse({ ...valid, ...change }).success).toBe(false);
    }
  });
});

describe("credit packs on the billing page", () => {
  it("are sorted by price, cheapest first, without changing the list given", () => {
    const packs = [{ price_cents: 4500 }, { price_cents: 1000 }, { price_cents: 2000 }];
    expect(sortProductsByPrice(packs).map((pack) => pack.price_cents)).toEqual([1000, 2000, 4500]);
    expect(packs[0]?.price_cents).toBe(4500);
  });

  it("highlight the middle pack and add a star per position", () => {
    expect([0, 1, 2].map((index) => isHighlightedPack(index, 3))).toEqual([false, true, false]);
    expect(isHighlightedPack(0, 1)).toBe(true);
    expect(isHighlightedPack(0, 0)).toBe(false);
    expect([0, 1, 2].map(packStars)).toEqual([1, 2, 3]);
  });
});
