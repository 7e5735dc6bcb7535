import type { OrganisationUser } from "@redpen/contract";

/** Whether a listed teacher has only been invited: the api lists pending invitations too, under the invitation's id. */
export function isInvited(teacher: OrganisationUser): boolean {
  return teacher.data.role === "invited";
}

/** Whether a listed teacher is one of the school's owners. */
export function isOwner(teacher: OrganisationUser): boolean {
  return teacher.data.role === "owner";
}

/** What can be done to a member from their row: owners change roles and remove teachers, anyone leaves. */
export type MemberActionKind = "makeOwner" | "removeOwner" | "remove" | "leave";

export interface MemberAction {
  kind: MemberActionKind;
  /** Why the api would refuse it now; the menu shows it greyed with this line. */
  blockedBy?: string;
}

/** Why the last owner cannot leave or step down while other teachers remain. */
export const NEEDS_ANOTHER_OWNER = "Make another teacher an owner first.";

/**
 * The actions a member's row offers the signed-in teacher (an invitation is withdrawn by its own
 * button, open to all). An owner makes teachers owners and back, and removes them; everyone may
 * leave, but the only teacher (who deletes the school instead) and the last owner (who names
 * another first) cannot, as the api refuses.
 */
export function memberActions(
  teacher: OrganisationUser,
  teachers: readonly OrganisationUser[],
  myId: string | undefined,
  iAmOwner: boolean,
): MemberAction[] {
  if (isInvited(teacher)) return [];
  const members = teachers.filter((listed) => !isInvited(listed));
  const lastOwner = isOwner(teacher) && members.filter(isOwner).length <= 1;
  if (teacher.id === myId) {
    const actions: MemberAction[] = [];
    if (isOwner(teacher) && !lastOwner) actions.push({ kind: "removeOwner" });
    if (members.length > 1)
      actions.push(lastOwner ? { kind: "leave", blockedBy: NEEDS_ANOTHER_OWNER } : { kind: "leave" });
    return actions;
  }
  if (!iAmOwner) return [];
  return [{ kind: isOwner(teacher) ? "removeOwner" : "makeOwner" }, { kind: "remove" }];
}

/**
 * Whether an action is an owner stepping down from their own row: the one change of role they
 * cannot undo themselves, so it is confirmed first. Naming others owners or not is immediate.
 */
export function isSteppingDown(teacher: OrganisationUser, action: MemberActionKind, myId: string | undefined): boolean {
  return action === "removeOwner" && teacher.id === myId;
}

/** The list with the invited teacher added at the end, or in place when they are listed already. */
export function withTeacher(teachers: readonly OrganisationUser[], teacher: OrganisationUser): OrganisationUser[] {
  const index = teachers.findIndex((listed) => listed.id === teacher.id || listed.data.email === teacher.data.email);
  if (index === -1) return [...teachers, teacher];
  return teachers.map((listed, at) => (at === index ? teacher : listed));
}

/** The list without the removed teacher. */
export function withoutTeacher(teachers: readonly OrganisationUser[], teacherId: string): OrganisationUser[] {
  return teachers.filter((teacher) => teacher.id !== teacherId);
}
