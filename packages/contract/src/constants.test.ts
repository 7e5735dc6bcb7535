import { describe, expect, it } from "vitest";
import {
  creditSeverity,
  vatCents,
  formatEuros,
  gradePercent,
  gradeTotal,
  LATEST_ESSAY_QUERY,
  perEssayPrice,
  perEssayPriceCents,
  roundGrade,
  usagePeriodDays,
} from "./constants";

describe("creditSeverity", () => {
  it.each([
    [-1, "error"],
    [0, "error"],
    [1, "warning"],
    [3, "warning"],
    [4, "success"],
    [9, "success"],
  ] as const)("is %s credits -> %s", (remaining, severity) => {
    expect(creditSeverity(remaining)).toBe(severity);
  });

  it("warns under a tenth of the school's last pack", () => {
    expect(creditSeverity(19, 200)).toBe("warning");
    expect(creditSeverity(20, 200)).toBe("success");
    expect(creditSeverity(4, 20)).toBe("success");
  });
});

describe("vatCents", () => {
  it("is the rate's share of the net price, rounded to the cent", () => {
    expect(vatCents(1900, 20)).toBe(380);
    expect(vatCents(3900, 21)).toBe(819);
    expect(vatCents(1999, 5.5)).toBe(110);
    expect(vatCents(1900, 0)).toBe(0);
  });
});

describe("usagePeriodDays", () => {
  it("is the absolute difference in days, whichever date comes first", () => {
    expect(usagePeriodDays("2026-10-23T00:00:00Z", "2026-11-22T00:00:00Z")).toBe(30);
    expect(usagePeriodDays("2026-11-22T00:00:00Z", "2026-10-23T00:00:00Z")).toBe(30);
  });

  it("rounds a part of a day up", () => {
    expect(usagePeriodDays("2026-11-21T00:00:00Z", "2026-11-22T00:00:01Z")).toBe(2);
    expect(usagePeriodDays(new Date("2026-11-22T00:00:00Z"), new Date("2026-11-22T12:00:00Z"))).toBe(1);
    expect(usagePeriodDays("2026-11-22T00:00:00Z", "2026-11-22T00:00:00Z")).toBe(0);
  });

  it("is 0 when a date cannot be read", () => {
    expect(usagePeriodDays("yesterday", "2026-11-22T00:00:00Z")).toBe(0);
  });
});

describe("prices", () => {
  it("are euros from cents", () => {
    expect(formatEuros(1999)).toBe("19.99");
    expect(formatEuros(2000)).toBe("20.00");
    expect(formatEuros(0)).toBe("0.00");
    expect(formatEuros(5)).toBe("0.05");
    expect(formatEuros(120000)).toBe("1200.00");
  });

  it("give the per-essay price to two decimals", () => {
    expect(perEssayPriceCents(4500, 50)).toBe(90);
    expect(perEssayPrice(4500, 50)).toBe("0.90");
    expect(perEssayPrice(1999, 20)).toBe("1.00");
    expect(perEssayPrice(1000, 3)).toBe("3.33");
    expect(perEssayPrice(2000, 3)).toBe("6.67");
    // A half cent rounds up, not as its binary fraction happens to fall.
    expect(perEssayPrice(1550, 20)).toBe("0.78");
  });
});

describe("grades", () => {
  it("round to two decimals, half away from zero", () => {
    expect(roundGrade(2.675)).toBe(2.68);
    expect(roundGrade(1.005)).toBe(1.01);
    expect(roundGrade(10.005)).toBe(10.01);
    expect(roundGrade(4)).toBe(4);
    expect(roundGrade(3.444)).toBe(3.44);
    expect(roundGrade(-1.005)).toBe(-1.01);
    expect(Object.is(roundGrade(-0.001), 0)).toBe(true);
  });

  it("total the criteria and give a whole percentage of grade_max", () => {
    expect(gradeTotal({ Content: 4.25, Language: 3.1, Organisation: 0.1 + 0.2 })).toBe(7.65);
    expect(gradeTotal({})).toBe(0);
    expect(gradePercent(13, 20)).toBe(65);
    expect(gradePercent(2, 3)).toBe(67);
    expect(gradePercent(5, 0)).toBe(0);
  });
});

describe("the latest essay query", () => {
  it("asks for one essay from the start", () => {
    expect(LATEST_ESSAY_QUERY).toEqual({ offset: 0, limit: 1 });
  });
});
