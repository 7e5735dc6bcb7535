import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestIssuer } from "../testing/test-issuer";
import { TokenVerifier } from "./token-verifier";

const AUDIENCE = "http://api.test/api/v1";

let issuer: TestIssuer;
let verifier: TokenVerifier;
beforeAll(async () => {
  issuer = await new TestIssuer().start();
  verifier = new TokenVerifier(issuer.url, AUDIENCE);
});
afterAll(async () => issuer?.stop());

describe("the school's name of a caller", () => {
  it("is the access token's school_name claim, trimmed", async () => {
    const token = await issuer.token({ sub: "named", email: "Named@School.test", school_name: "  Oak Hill School " });
    expect(await verifier.verify(token)).toEqual({
      subject: "named",
      email: "named@school.test",
      emailVerified: false,
      schoolName: "Oak Hill School",
      name: null,
      invitationId: null,
    });
  });

  it.each([
    ["absent", undefined],
    ["blank", "   "],
    ["not a string", 42],
    ["longer than 120 characters", "x".repeat(121)],
    ["holding a control character", "Oak\u0000Hill"],
  ])("is null when the claim is %s, and the token is still accepted", async (_case, schoolName) => {
    const token = await issuer.token({ sub: "unnamed", email: "unnamed@school.test", school_name: schoolName });
    expect(await verifier.verify(token)).toMatchObject({ subject: "unnamed", schoolName: null });
  });

  it("keeps a name of exactly 120 characters", async () => {
    const token = await issuer.token({ sub: "long", email: "long@school.test", school_name: "é".repeat(120) });
    expect((await verifier.verify(token)).schoolName).toBe("é".repeat(120));
  });

  it("is read from userinfo when the access token names nobody", async () => {
    issuer.userinfo.set("userinfo-named", {
      email: "ui@school.test",
      email_verified: true,
      school_name: " Elm Academy",
    });
    issuer.userinfo.set("userinfo-bad", { email: "bad@school.test", email_verified: true, school_name: ["Elm"] });
    expect(await verifier.verify(await issuer.token({ sub: "userinfo-named" }))).toMatchObject({
      subject: "userinfo-named",
      email: "ui@school.test",
      emailVerified: true,
      schoolName: "Elm Academy",
    });
    expect((await verifier.verify(await issuer.token({ sub: "userinfo-bad" }))).schoolName).toBeNull();
  });
});

describe("the invitation a caller signed up through", () => {
  it("is the access token's invitation_id claim", async () => {
    const id = crypto.randomUUID();
    const token = await issuer.token({ sub: "invited", email: "invited@school.test", invitation_id: id });
    expect(await verifier.verify(token)).toMatchObject({ subject: "invited", invitationId: id });
  });

  it.each([
    ["absent", undefined],
    ["not an id", "not-an-id"],
    ["not a string", 42],
    ["an id with more after it", `${crypto.randomUUID()}x`],
  ])("is null when the claim is %s, and the token is still accepted", async (_case, invitationId) => {
    const token = await issuer.token({ sub: "uninvited", email: "uninvited@school.test", invitation_id: invitationId });
    expect(await verifier.verify(token)).toMatchObject({ subject: "uninvited", invitationId: null });
  });

  it("is read from userinfo when the access token names nobody", async () => {
    const id = crypto.randomUUID();
    issuer.userinfo.set("userinfo-invited", { email: "uii@school.test", email_verified: true, invitation_id: id });
    issuer.userinfo.set("userinfo-garbage", { email: "uig@school.test", email_verified: true, invitation_id: "x" });
    expect((await verifier.verify(await issuer.token({ sub: "userinfo-invited" }))).invitationId).toBe(id);
    expect((await verifier.verify(await issuer.token({ sub: "userinfo-garbage" }))).invitationId).toBeNull();
  });
});
