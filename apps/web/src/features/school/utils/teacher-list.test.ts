import type { OrganisationUser } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import {
  isInvited,
  isSteppingDown,
  memberActions,
  NEEDS_ANOTHER_OWNER,
  withoutTeacher,
  withTeacher,
} from "./teacher-list";

const ORG = "0b6f1d0e-5c2a-4d8e-9b1a-2f3c4d5e6f70";
const teacher = (id: string, email: string, role: OrganisationUser["data"]["role"] = "teacher"): OrganisationUser => ({
  id,
  data: { email, name: null, relationships: { organisation_ids_sorted: role === "invited" ? [] : [ORG] }, role },
});

describe("isInvited", () => {
  it("is true for an invitation nobody has taken up, false for an owner or a teacher", () => {
    expect(isInvited(teacher("1", "ben@school.test", "invited"))).toBe(true);
    expect(isInvited(teacher("1", "ana@school.test", "owner"))).toBe(false);
    expect(isInvited(teacher("1", "ana@school.test", "teacher"))).toBe(false);
  });
});

describe("withTeacher and withoutTeacher", () => {
  const ana = teacher("1", "ana@school.test", "owner");
  const ben = teacher("2", "ben@school.test", "invited");

  it("adds a new invitee at the end", () => {
    expect(withTeacher([ana], ben)).toEqual([ana, ben]);
  });

  it("replaces a teacher invited again instead of listing them twice", () => {
    const again = teacher("2", "ben@school.test", "invited");
    expect(withTeacher([ana, ben], again)).toEqual([ana, again]);
  });

  it("replaces a teacher whose role changed, in place", () => {
    const benMember = teacher("2", "ben@school.test", "teacher");
    const benOwner = teacher("2", "ben@school.test", "owner");
    expect(withTeacher([ana, benMember], benOwner)).toEqual([ana, benOwner]);
  });

  it("drops a removed teacher by id", () => {
    expect(withoutTeacher([ana, ben], "1")).toEqual([ben]);
  });
});

describe("memberActions", () => {
  const ana = teacher("1", "ana@school.test", "owner");
  const ben = teacher("2", "ben@school.test", "teacher");
  const cleo = teacher("3", "cleo@school.test", "owner");
  const invitee = teacher("4", "dan@school.test", "invited");
  const kinds = (actions: ReturnType<typeof memberActions>) => actions.map((action) => action.kind);

  it("lets an owner make a teacher an owner, or an owner a teacher again, and remove either", () => {
    expect(memberActions(ben, [ana, ben], "1", true)).toEqual([{ kind: "makeOwner" }, { kind: "remove" }]);
    expect(memberActions(cleo, [ana, ben, cleo], "1", true)).toEqual([{ kind: "removeOwner" }, { kind: "remove" }]);
  });

  it("offers a teacher who is no owner nothing on a colleague's row, only leaving on their own", () => {
    expect(memberActions(ana, [ana, ben], "2", false)).toEqual([]);
    expect(memberActions(ben, [ana, ben], "2", false)).toEqual([{ kind: "leave" }]);
  });

  it("lets an owner step down or leave while another owner remains", () => {
    expect(kinds(memberActions(ana, [ana, ben, cleo], "1", true))).toEqual(["removeOwner", "leave"]);
  });

  it("holds the last owner back from leaving, saying why, and offers no stepping down", () => {
    expect(memberActions(ana, [ana, ben], "1", true)).toEqual([{ kind: "leave", blockedBy: NEEDS_ANOTHER_OWNER }]);
  });

  it("offers the only teacher nothing, even with invitations listed", () => {
    expect(memberActions(ana, [ana, invitee], "1", true)).toEqual([]);
  });

  it("offers nothing on an invitation's row: it has its own button", () => {
    expect(memberActions(invitee, [ana, invitee], "1", true)).toEqual([]);
  });
});

describe("isSteppingDown", () => {
  const ana = teacher("1", "ana@school.test", "owner");
  const cleo = teacher("3", "cleo@school.test", "owner");

  it("is true only for an owner removing themselves as owner", () => {
    expect(isSteppingDown(ana, "removeOwner", "1")).toBe(true);
    expect(isSteppingDown(cleo, "removeOwner", "1")).toBe(false);
    expect(isSteppingDown(cleo, "makeOwner", "3")).toBe(false);
    expect(isSteppingDown(ana, "leave", "1")).toBe(false);
  });
});
