import { randomUUID } from "node:crypto";
import type { AppDeps } from "../app-deps";
import { z } from "zod";
import {
  deleteOpenInvitation,
  findOpenInvitation,
  insertInvitation,
  listOpenInvitationsOfOrganisation,
  type InvitationRow,
} from "../db/invitations.queries";
import {
  countMembers,
  isMember,
  isMemberByEmail,
  listMembers,
  removeMember,
  type MemberRow,
} from "../db/organisations.queries";
import { normaliseEmail } from "../auth/normalise-email";
import { lockOrganisationRow } from "../db/row-lock";
import { conflict, invitationMailUnavailable, notFound, validationFailed } from "../errors";
import { invitationMail } from "./invitation-mail";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "./users.service";

/** What inviting a teacher needs: the mailer, and the product's address for the links in the invitation emails. */
type OrganisationUsersDeps = Pick<AppDeps, "db" | "mailer" | "appUrl" | "logger">;

/**
 * One real address: the contract's simple pattern (which the web checks) lets through lists such
 * as "a@x.yz,b@y.zz" and markup, which the invitation email must not be sent to.
 */
const SingleEmailAddress = z.email();

/** The invited email, normalised; 400 when it is not one plain address. */
function invitedEmailOf(rawEmail: string): string {
  const email = normaliseEmail(rawEmail);
  if (!SingleEmailAddress.safeParse(email).success) {
    throw validationFailed(
      `data.email: enter one email address, like name@school.org, without commas, semicolons, spaces, quotes or < >.`,
    );
  }
  return email;
}

/**
 * The organisation's teachers: its members, the one who joined first first, then the invitations
 * nobody has taken up yet, oldest first (so an invited teacher is in the list at once).
 */
export async function listOrganisationUsers(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<{ members: MemberRow[]; invitations: InvitationRow[] }> {
  await getOrganisationForMember({ db }, user, organisationId);
  const [members, invitations] = await Promise.all([
    listMembers(db, organisationId),
    listOpenInvitationsOfOrganisation(db, organisationId),
  ]);
  return { members, invitations };
}

/**
 * Invites a teacher by email and sends them the invitation email. A member's email is a 409; an
 * email invited already gets the email again and keeps its one invitation (`created` is false).
 * The organisation's row is locked while checking, so two invitations sent at once make one row.
 */
export async function inviteTeacher(
  deps: OrganisationUsersDeps,
  user: CurrentUser,
  organisationId: string,
  rawEmail: string,
): Promise<{ invitation: InvitationRow; created: boolean }> {
  const email = invitedEmailOf(rawEmail);
  await getOrganisationForMember(deps, user, organisationId);
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    if (await isMemberByEmail(trx, organisationId, email))
      throw conflict(`${email} is already a teacher of this organisation.`);
    const open = await findOpenInvitation(trx, organisationId, email);
    if (open) return { invitation: open, created: false };
    const invitation: InvitationRow = {
      id: randomUUID(),
      organisation_id: organisationId,
      email,
      invited_by_user_id: user.id,
      created_at: new Date().toISOString(),
      accepted_at: null,
    };
    await insertInvitation(trx, invitation);
    return { invitation, created: true };
  });
  try {
    await deps.mailer.send(invitationMail({ to: email, inviterEmail: user.email, appUrl: deps.appUrl }));
  } catch (error) {
    deps.logger.error({ err: error, organisationId }, "could not send the invitation email");
    // The invitation stands: inviting the same email again sends the email again.
    throw invitationMailUnavailable(email);
  }
  return result;
}

/**
 * Removes a member, or withdraws an invitation when `userId` is an open invitation's id. The last
 * member cannot be removed. The removed teacher keeps their essays but no longer spends the
 * organisation's credits; they get no new trial.
 */
export async function removeTeacher(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  userId: string,
): Promise<void> {
  await getOrganisationForMember({ db }, user, organisationId);
  await db.transaction().execute(async (trx) => {
    // Two removals at once take turns, so they cannot both pass the last-member check.
    await lockOrganisationRow(trx, organisationId);
    if (await isMember(trx, organisationId, userId)) {
      if ((await countMembers(trx, organisationId)) <= 1) {
        throw conflict("An organisation needs at least one teacher: invite another teacher before removing this one.");
      }
      await removeMember(trx, organisationId, userId);
      return;
    }
    if (!(await deleteOpenInvitation(trx, organisationId, userId))) throw notFound("This teacher of the organisation");
  });
}
