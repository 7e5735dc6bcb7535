import { describe, expect, it } from "vitest";
import { noSchoolMessage } from "./credit-alert";

describe("noSchoolMessage", () => {
  it("points to the invitations waiting above the banner", () => {
    expect(noSchoolMessage(true)).toBe(
      "You are not a teacher of any school any more, so you have no credits. Join a school that invited you, above.",
    );
  });

  it("asks for a colleague's invitation when none waits", () => {
    expect(noSchoolMessage(false)).toBe(
      "You are not a teacher of any school any more, so you have no credits. Ask a colleague to invite you again.",
    );
  });
});
