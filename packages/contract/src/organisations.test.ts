import { describe, expect, it } from "vitest";
import {
  OrganisationBillingResponse,
  OrganisationDeleteRequest,
  organisationNameMatches,
  OrganisationPatchRequest,
  OrganisationUserInviteRequest,
  OrganisationUserParams,
  sortUsageByEssays,
} from "./organisations";

describe("inviting a teacher", () => {
  it("takes a trimmed email", () => {
    expect(OrganisationUserInviteRequest.parse({ data: { email: " new@school.test " } })).toEqual({
      data: { email: "new@school.test" },
    });
  });

  it("refuses an invalid email, naming the field", () => {
    const result = OrganisationUserInviteRequest.safeParse({ data: { email: "new@school" } });
    expect(result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "data.email: enter a valid email address",
    ]);
  });

  it("refuses unknown fields", () => {
    expect(OrganisationUserInviteRequest.safeParse({ data: { email: "a@b.co", role: "admin" } }).success).toBe(false);
  });
});

describe("changing the logo", () => {
  it("sends a version and a logo id, or null to remove it", () => {
    expect(
      OrganisationPatchRequest.safeParse({ version: 3, data: { logo_image_id: crypto.randomUUID() } }).success,
    ).toBe(true);
    expect(OrganisationPatchRequest.safeParse({ version: 3, data: { logo_image_id: null } }).success).toBe(true);
  });

  it("refuses a missing version, a malformed id and unknown fields", () => {
    expect(OrganisationPatchRequest.safeParse({ data: { logo_image_id: null } }).success).toBe(false);
    expect(OrganisationPatchRequest.safeParse({ version: 3, data: { logo_image_id: "logo.png" } }).success).toBe(false);
    expect(OrganisationPatchRequest.safeParse({ version: 3, data: { logo_image_id: null, owner: "x" } }).success).toBe(
      false,
    );
  });
});

describe("renaming the school", () => {
  it("takes a trimmed name, alone or with the logo", () => {
    expect(OrganisationPatchRequest.parse({ version: 2, data: { name: "  Oak Lane Academy " } }).data).toEqual({
      name: "Oak Lane Academy",
    });
    expect(OrganisationPatchRequest.safeParse({ version: 2, data: { name: "A", logo_image_id: null } }).success).toBe(
      true,
    );
  });

  it("refuses a blank, too long or controlled name, and a change of nothing", () => {
    for (const data of [{ name: "   " }, { name: "a".repeat(121) }, { name: "Oak\u202ELane" }, { name: 3 }, {}]) {
      expect(OrganisationPatchRequest.safeParse({ version: 2, data }).success).toBe(false);
    }
  });
});

describe("deleting an organisation", () => {
  it("takes the name typed, and nothing else", () => {
    expect(OrganisationDeleteRequest.safeParse({ data: { name: "Lycée Jean Moulin" } }).success).toBe(true);
    for (const body of [
      { data: { name: "" } },
      { data: {} },
      {},
      { data: { name: "x", force: true } },
      { data: { name: "x" }, extra: 1 },
    ]) {
      expect(OrganisationDeleteRequest.safeParse(body).success).toBe(false);
    }
  });

  it("matches the name exactly, but for spaces around it", () => {
    expect(organisationNameMatches("  Lycée Jean Moulin ", "Lycée Jean Moulin")).toBe(true);
    expect(organisationNameMatches("lycée jean moulin", "Lycée Jean Moulin")).toBe(false);
    expect(organisationNameMatches("Lycée Jean", "Lycée Jean Moulin")).toBe(false);
  });
});

describe("removing a teacher", () => {
  it("names the organisation and the user by UUID", () => {
    expect(
      OrganisationUserParams.safeParse({ organisation_id: crypto.randomUUID(), user_id: crypto.randomUUID() }).success,
    ).toBe(true);
    expect(OrganisationUserParams.safeParse({ organisation_id: crypto.randomUUID(), user_id: "42" }).success).toBe(
      false,
    );
  });
});

describe("organisation billing", () => {
  it("parses credits and usage per teacher", () => {
    const billing = {
      data: {
        essay_quantity_remaining: 7,
        essays_corrected_per_user: {
          start_date: "2026-10-23T00:00:00Z",
          end_date: "2026-11-22T00:00:00Z",
          users: [{ email: "a@school.test", name: "Ana García", essays_corrected: 3 }],
        },
      },
    };
    expect(OrganisationBillingResponse.parse(billing)).toEqual(billing);
  });

  it("lists usage by most essays first, then by email", () => {
    const rows = [
      { email: "b@school.test", name: null, essays_corrected: 2 },
      { email: "c@school.test", name: null, essays_corrected: 9 },
      { email: "a@school.test", name: "Ana", essays_corrected: 2 },
    ];
    expect(sortUsageByEssays(rows).map((row) => row.email)).toEqual([
      "c@school.test",
      "a@school.test",
      "b@school.test",
    ]);
  });
});
