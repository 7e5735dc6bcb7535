import { describe, expect, it } from "vitest";
import { nextOrganisationVersion } from "./organisation-version";

describe("nextOrganisationVersion", () => {
  it("is the stored version + 1", () => {
    expect(nextOrganisationVersion({ version: 0 })).toBe(1);
    expect(nextOrganisationVersion({ version: 7 })).toBe(8);
  });

  it("throws the spec's message when the version cannot be read", () => {
    for (const organisation of [null, undefined, {}, { version: "3" }, { version: 1.5 }]) {
      expect(() => nextOrganisationVersion(organisation)).toThrow(
        "couldn't get the organisation's version. Please refresh the page",
      );
    }
  });
});
