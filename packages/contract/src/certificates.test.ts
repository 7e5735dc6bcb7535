import { describe, expect, it } from "vitest";
import { formatIeltsBand, ieltsOverallBand } from "./certificates";

const IELTS = { name: "IELTS Academic" };

describe("ieltsOverallBand", () => {
  it.each([
    [24, 6], // 6, 6, 6, 6
    [25, 6.5], // mean 6.25 rounds up to 6.5
    [26, 6.5], // mean 6.5
    [27, 7], // mean 6.75 rounds up to 7
    [28, 7],
    [24.5, 6], // mean 6.125 rounds down to 6
    [25.9, 6.5], // mean 6.475
    [26.9, 6.5], // mean 6.725 rounds down to 6.5
    [36, 9],
    [4, 1],
  ])("a total of %d of 36 is band %d", (total, band) => {
    expect(ieltsOverallBand(IELTS, total, 36)).toBe(band);
  });

  it("rounds a mean of x.25 up even through binary noise (teachers' grades have two decimals)", () => {
    expect(ieltsOverallBand(IELTS, 6.1 + 6.2 + 6.3 + 6.4, 36)).toBe(6.5);
    expect(ieltsOverallBand({ name: "IELTS General Training" }, 6.75 + 6.75 + 6.75 + 6.75, 36)).toBe(7);
  });

  it("is null for another certificate or a maximum that is not IELTS criteria", () => {
    expect(ieltsOverallBand({ name: "Cambridge B2 First" }, 15, 20)).toBeNull();
    expect(ieltsOverallBand({ name: "TOEFL iBT" }, 4, 5)).toBeNull();
    expect(ieltsOverallBand(IELTS, 15, null)).toBeNull();
    expect(ieltsOverallBand(IELTS, 15, 20)).toBeNull();
  });

  it("is written as IELTS reports it", () => {
    expect(formatIeltsBand(6.5)).toBe("Band 6.5");
    expect(formatIeltsBand(7)).toBe("Band 7.0");
  });
});
