import { describe, expect, it } from "vitest";
import { noOrganisationMessage } from "./credit-alert";

describe("noOrganisationMessage", () => {
  it("points to the invitations waiting above the banner", () => {
    expect(noOrganisationMessage(true)).toBe(
      "You are not a teacher of any organisation any more, so you have no credits. Join a school that invited you, above.",
    );
  });

  it("asks for a colleague's invitation when none waits", () => {
    expect(noOrganisationMessage(false)).toBe(
      "You are not a teacher of any organisation any more, so you have no credits. Ask a colleague to invite you again.",
    );
  });
});
