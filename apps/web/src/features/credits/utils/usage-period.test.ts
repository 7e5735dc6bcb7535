import { describe, expect, it } from "vitest";
import { usageTitle } from "./usage-period";

describe("the usage period", () => {
  it("titles the card with the days", () => {
    expect(usageTitle(30)).toBe("Usage - last 30 days");
  });
});
