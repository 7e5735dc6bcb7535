import { describe, expect, it } from "vitest";
import { nextSchoolVersion } from "./school-version";

describe("nextSchoolVersion", () => {
  it("is the stored version + 1", () => {
    expect(nextSchoolVersion({ version: 0 })).toBe(1);
    expect(nextSchoolVersion({ version: 7 })).toBe(8);
  });

  it("throws the spec's message when the version cannot be read", () => {
    for (const school of [null, undefined, {}, { version: "3" }, { version: 1.5 }]) {
      expect(() => nextSchoolVersion(school)).toThrow("couldn't get the school's version. Please refresh the page");
    }
  });
});
