import type { OrganisationUser } from "@redpen/contract";

/**
 * Whether a listed teacher has only been invited: the api lists pending invitees too, and they are
 * not members of the organisation (yet).
 */
export function isInvited(teacher: OrganisationUser, organisationId: string): boolean {
  return !teacher.data.relationships.organisation_ids_sorted.includes(organisationId);
}

/**
 * Whether a listed teacher can be removed: an invitation can always be cancelled, but the api
 * refuses to remove the organisation's only member, so their row offers no way to.
 */
export function isRemovable(
  teacher: OrganisationUser,
  teachers: readonly OrganisationUser[],
  organisationId: string,
): boolean {
  if (isInvited(teacher, organisationId)) return true;
  return teachers.filter((listed) => !isInvited(listed, organisationId)).length > 1;
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
