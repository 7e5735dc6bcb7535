import { describe, expect, it } from "vitest";
import { usagePeriodDays, usageTitle } from "./usage-period";

describe("the usage period", () => {
  it("counts whole days between start and end", () => {
    expect(usagePeriodDays("2025-01-01T00:00:00.000Z", "2025-01-31T00:00:00.000Z")).toBe(30);
  });

  it("rounds a part of a day up", () => {
    expect(usagePeriodDays("2025-01-01T10:00:00.000Z", "2025-01-31T10:00:00.001Z")).toBe(31);
    expect(usagePeriodDays("2025-01-01T10:00:00.000Z", "2025-01-01T10:30:00.000Z")).toBe(1);
  });

  it("is the absolute difference, whichever date comes first", () => {
    expect(usagePeriodDays("2025-01-31T00:00:00.000Z", "2025-01-01T00:00:00.000Z")).toBe(30);
  });

  it("is 0 for the same instant or a date it cannot read", () => {
    expect(usagePeriodDays("2025-01-01T00:00:00.000Z", "2025-01-01T00:00:00.000Z")).toBe(0);
    expect(usagePeriodDays("yesterday", "2025-01-01T00:00:00.000Z")).toBe(0);
  });

  it("titles the card with the days", () => {
    expect(usageTitle(30)).toBe("Usage - last 30 days");
  });
});
