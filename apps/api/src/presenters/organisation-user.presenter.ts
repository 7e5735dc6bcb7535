import type { OrganisationUser } from "@redpen/contract";
import type { InvitationRow } from "../db/invitations.queries";
import type { MemberRow } from "../db/organisations.queries";

/** An invited teacher who has not joined yet: listed under the invitation's id, with no organisations. */
export const presentInvitedUser = (invitation: InvitationRow): OrganisationUser => ({
  id: invitation.id,
  data: { email: invitation.email, name: null, relationships: { organisation_ids_sorted: [] }, role: "invited" },
});

/** A member with their role, listed with this organisation's id only: their other organisations are not its business. */
export const presentMember = (member: MemberRow, organisationId: string): OrganisationUser => ({
  id: member.user_id,
  data: {
    email: member.email,
    name: member.name,
    relationships: { organisation_ids_sorted: [organisationId] },
    role: member.role,
  },
});

/** The organisation's teachers: its members, then the invitations nobody has taken up yet. */
export function presentOrganisationUsers(
  organisationId: string,
  { members, invitations }: { members: MemberRow[]; invitations: InvitationRow[] },
): OrganisationUser[] {
  return [...members.map((member) => presentMember(member, organisationId)), ...invitations.map(presentInvitedUser)];
}
