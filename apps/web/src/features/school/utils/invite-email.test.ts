import { describe, expect, it } from "vitest";
import { inviteEmailState } from "./invite-email";

describe("inviteEmailState", () => {
  it("takes an address of non-space text, @, text, dot, text, trimmed", () => {
    expect(inviteEmailState("  ben@school.test ")).toEqual({ email: "ben@school.test", error: null });
    expect(inviteEmailState("a@b.c")).toEqual({ email: "a@b.c", error: null });
  });

  it("shows no error for an empty field, but cannot invite", () => {
    expect(inviteEmailState("")).toEqual({ email: null, error: null });
    expect(inviteEmailState("   ")).toEqual({ email: null, error: null });
  });

  it("shows an error for a typed address that does not match", () => {
    for (const value of ["ben", "ben@school", "ben @school.test", "@school.", "ben@.test x"]) {
      expect(inviteEmailState(value)).toEqual({ email: null, error: "enter a valid email address" });
    }
  });
});
