import { describe, expect, it } from "vitest";
import { deletedSchoolName, deletedSchoolState } from "./deleted-school-notice";

describe("deletedSchoolName", () => {
  it("reads the name back from the state the owner is sent home with", () => {
    expect(deletedSchoolName(deletedSchoolState("Ana's school"))).toBe("Ana's school");
  });

  it("finds nothing in a page reached another way", () => {
    expect(deletedSchoolName(null)).toBeUndefined();
    expect(deletedSchoolName(undefined)).toBeUndefined();
    expect(deletedSchoolName({ from: "/billing" })).toBeUndefined();
    expect(deletedSchoolName({ deletedSchoolName: 42 })).toBeUndefined();
    expect(deletedSchoolName({ deletedSchoolName: "" })).toBeUndefined();
  });
});
