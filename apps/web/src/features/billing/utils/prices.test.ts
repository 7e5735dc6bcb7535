import { describe, expect, it } from "vitest";
import { formatEuros, perEssayPrice } from "./prices";

describe("a credit pack's prices", () => {
  it("shows euros with two decimals", () => {
    expect(formatEuros(1500)).toBe("€15.00");
    expect(formatEuros(1999)).toBe("€19.99");
    expect(formatEuros(5)).toBe("€0.05");
    expect(formatEuros(120000)).toBe("€1200.00");
  });

  it("divides the price by the essays, to whole cents, half a cent up", () => {
    expect(perEssayPrice({ price_cents: 1550, essay_quantity: 20 })).toBe("€0.78 per essay");
    expect(perEssayPrice({ price_cents: 4500, essay_quantity: 50 })).toBe("€0.90 per essay");
    expect(perEssayPrice({ price_cents: 1000, essay_quantity: 3 })).toBe("€3.33 per essay");
    expect(perEssayPrice({ price_cents: 2000, essay_quantity: 3 })).toBe("€6.67 per essay");
  });
});
