import { describe, expect, it } from "vitest";
import { deletedOrganisationName, deletedOrganisationState } from "./deleted-organisation-notice";

describe("deletedOrganisationName", () => {
  it("reads the name back from the state the owner is sent home with", () => {
    expect(deletedOrganisationName(deletedOrganisationState("Ana's school"))).toBe("Ana's school");
  });

  it("finds nothing in a page reached another way", () => {
    expect(deletedOrganisationName(null)).toBeUndefined();
    expect(deletedOrganisationName(undefined)).toBeUndefined();
    expect(deletedOrganisationName({ from: "/billing" })).toBeUndefined();
    expect(deletedOrganisationName({ deletedOrganisationName: 42 })).toBeUndefined();
    expect(deletedOrganisationName({ deletedOrganisationName: "" })).toBeUndefined();
  });
});
