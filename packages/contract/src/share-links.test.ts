import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SharedEssayParams, ShareToken } from "./share-links";

describe("a share link's token", () => {
  it("takes the tokens the api makes, and an essay's id (the link of an essay shared before share links)", () => {
    for (const token of [randomBytes(24).toString("base64url"), randomUUID()])
      expect(ShareToken.safeParse(token).success, token).toBe(true);
  });

  it("refuses a cut-off, overlong or garbled token with a sentence about the link", () => {
    for (const token of ["abc", "x".repeat(65), "abc def ghi jkl mno", "abcdefghijklmnop%2F", ""]) {
      const issue = SharedEssayParams.safeParse({ share_token: token }).error?.issues[0];
      expect(issue?.path, token).toEqual(["share_token"]);
      expect(issue?.message).toBe("the link's code is 16 to 64 letters, digits, - or _: check that the link is whole");
    }
  });
});
