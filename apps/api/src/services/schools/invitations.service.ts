import type { Transaction } from "kysely";
import type { AppDeps } from "../../app-deps";
import {
  deleteInvitation,
  findOpenInvitationToEmail,
  listOpenInvitationsWithSchools,
  markInvitationAccepted,
  type InvitationRow,
  type InvitationToEmailRow,
} from "../../db/invitations.queries";
import { addMember, findOrganisation } from "../../db/organisations.queries";
import { lockOrganisationRow } from "../../db/row-lock";
import type { Database } from "../../db/schema";
import { setCurrentOrganisation } from "../../db/users.queries";
import { notFound } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";

/**
 * Takes up the invitation whose emailed sign-up link made this new account (signing up through it
 * is the consent, for that school alone): when it is an open invitation to the account's email
 * from a school that is still there, the account joins that school as a teacher and the invitation
 * is taken up; the school's id, or null when the link does not count. The school's row is locked
 * while it joins, so the school's deletion cannot leave a membership behind. The account's other
 * invitations wait for its 'Join'.
 */
export async function acceptInvitationOfLink(
  trx: Transaction<Database>,
  invitationId: string,
  userId: string,
  email: string,
  now: string,
): Promise<string | null> {
  const invitation = await lockedOpenInvitation(trx, invitationId, email);
  if (!invitation) return null;
  await join(trx, invitation, userId, now);
  return invitation.organisation_id;
}

/**
 * The open invitation with this id to this email, read again once its school's row is locked (so
 * that the school's deletion, or another answer to it, takes turns with this transaction);
 * undefined when there is none, or its school is gone.
 */
async function lockedOpenInvitation(
  trx: Transaction<Database>,
  invitationId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  const invitation = await findOpenInvitationToEmail(trx, invitationId, email);
  if (!invitation) return undefined;
  await lockOrganisationRow(trx, invitation.organisation_id);
  const current = await findOpenInvitationToEmail(trx, invitationId, email);
  return current && (await findOrganisation(trx, current.organisation_id)) ? current : undefined;
}

async function join(trx: Transaction<Database>, invitation: InvitationRow, userId: string, now: string): Promise<void> {
  await addMember(trx, { organisationId: invitation.organisation_id, userId, role: "teacher", createdAt: now });
  await markInvitationAccepted(trx, invitation.id, now);
}

/** The invitations waiting for the signed-in teacher's answer, oldest first. */
export async function listMyInvitations(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
): Promise<InvitationToEmailRow[]> {
  return listOpenInvitationsWithSchools(db, user.email);
}

/** Runs `answer` on the teacher's open invitation under its school's lock (404 when they have no such invitation, or its school is gone). */
async function answerInvitation(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  invitationId: string,
  answer: (trx: Transaction<Database>, invitation: InvitationRow) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await lockedOpenInvitation(trx, invitationId, user.email);
    if (!invitation) throw notFound("This invitation");
    await answer(trx, invitation);
  });
}

/**
 * 'Join': the teacher becomes a teacher of the inviting school. Their current school does not
 * change: they switch to the new one when they choose. The school they work in now is written down
 * first, since while they have not chosen one still theirs it is the one they joined last.
 */
export async function joinInvitation(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  invitationId: string,
): Promise<void> {
  const now = new Date().toISOString();
  await answerInvitation(deps, user, invitationId, async (trx, invitation) => {
    const current = user.organisationIds[0];
    if (current) await setCurrentOrganisation(trx, user.id, current);
    await join(trx, invitation, user.id, now);
  });
}

/** 'Decline': the invitation is gone, and the school sees it no longer waits; it may invite again. */
export async function declineInvitation(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  invitationId: string,
): Promise<void> {
  await answerInvitation(deps, user, invitationId, (trx, invitation) => deleteInvitation(trx, invitation.id));
}
