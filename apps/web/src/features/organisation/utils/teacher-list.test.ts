import type { OrganisationUser } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { isInvited, isRemovable, withoutTeacher, withTeacher } from "./teacher-list";

const ORG = "0b6f1d0e-5c2a-4d8e-9b1a-2f3c4d5e6f70";
const teacher = (id: string, email: string, organisationIds: string[] = [ORG]): OrganisationUser => ({
  id,
  data: { email, relationships: { organisation_ids_sorted: organisationIds } },
});

describe("isInvited", () => {
  it("is true for someone who is not a member of the organisation yet", () => {
    expect(isInvited(teacher("1", "ben@school.test", []), ORG)).toBe(true);
    expect(isInvited(teacher("1", "ben@school.test", ["another-org"]), ORG)).toBe(true);
  });

  it("is false for a member, whichever of their organisations is first", () => {
    expect(isInvited(teacher("1", "ana@school.test"), ORG)).toBe(false);
    expect(isInvited(teacher("1", "ana@school.test", ["another-org", ORG]), ORG)).toBe(false);
  });
});

describe("withTeacher and withoutTeacher", () => {
  const ana = teacher("1", "ana@school.test");
  const ben = teacher("2", "ben@school.test", []);

  it("adds a new invitee at the end", () => {
    expect(withTeacher([ana], ben)).toEqual([ana, ben]);
  });

  it("replaces a teacher invited again instead of listing them twice", () => {
    const again = teacher("2", "ben@school.test", []);
    expect(withTeacher([ana, ben], again)).toEqual([ana, again]);
  });

  it("drops a removed teacher by id", () => {
    expect(withoutTeacher([ana, ben], "1")).toEqual([ben]);
  });
});

describe("isRemovable", () => {
  const ana = teacher("1", "ana@school.test");
  const ben = teacher("2", "ben@school.test");
  const invitee = teacher("3", "cleo@school.test", []);

  it("is false for the only member, even with invitees listed", () => {
    expect(isRemovable(ana, [ana, invitee], ORG)).toBe(false);
  });

  it("is true for a member among others, and for an invitee", () => {
    expect(isRemovable(ana, [ana, ben], ORG)).toBe(true);
    expect(isRemovable(invitee, [ana, invitee], ORG)).toBe(true);
  });
});
