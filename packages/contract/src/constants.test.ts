import { describe, expect, it } from "vitest";
import { creditSeverity, formatEuros, perEssayPrice, roundGrade, usagePeriodDays } from "./constants";

describe("creditSeverity", () => {
  it.each([
    [-1, "error"],
    [0, "error"],
    [1, "warning"],
    [9, "warning"],
    [10, "success"],
  ] as const)("is %s credits -> %s", (remaining, severity) => {
    expect(creditSeverity(remaining)).toBe(severity);
  });
});

describe("usagePeriodDays", () => {
  it("is the absolute difference in days, rounded up", () => {
    expect(usagePeriodDays("2026-10-23T00:00:00Z", "2026-11-22T00:00:00Z")).toBe(30);
    expect(usagePeriodDays("2026-11-22T00:00:00Z", "2026-10-23T00:00:00Z")).toBe(30);
    expect(usagePeriodDays("2026-11-21T00:00:00Z", "2026-11-22T00:00:01Z")).toBe(2);
    expect(usagePeriodDays("2026-11-22T00:00:00Z", "2026-11-22T00:00:00Z")).toBe(0);
  });
});

describe("prices", () => {
  it("shows cents as euros with two decimals", () => {
    expect(formatEuros(1999)).toBe("19.99");
    expect(formatEuros(2000)).toBe("20.00");
  });
  it("gives the per-essay price to two decimals", () => {
    expect(perEssayPrice(1999, 20)).toBe("1.00");
    expect(perEssayPrice(4500, 50)).toBe("0.90");
    expect(perEssayPrice(1000, 3)).toBe("3.33");
  });
});

describe("roundGrade", () => {
  it("keeps two decimals", () => {
    expect(roundGrade(2.675)).toBe(2.68);
    expect(roundGrade(4)).toBe(4);
  });
});
