import { randomUUID } from "node:crypto";
import type { AppDeps } from "../../app-deps";
import { teacherCalled } from "@redpen/contract";
import { z } from "zod";
import {
  deleteOpenInvitation,
  findOpenInvitation,
  insertInvitation,
  listOpenInvitationsOfOrganisation,
  type InvitationRow,
} from "../../db/invitations.queries";
import {
  countMembers,
  findMemberRole,
  isMemberByEmail,
  listMembers,
  removeMember,
  setMemberRole,
  type MemberRow,
} from "../../db/organisations.queries";
import { normaliseEmail } from "../../auth/normalise-email";
import { lockOrganisationRow } from "../../db/row-lock";
import type { MemberRole } from "../../db/schema";
import { conflict, invitationMailUnavailable, notFound, onlyOwners, validationFailed } from "../../errors";
import { invitationMail } from "./invitation-mail";
import { getOrganisationForMember, getOrganisationForOwner } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";

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
      "Enter one email address, like name@school.org, without commas, semicolons, spaces, quotes or < >.",
      "data.email",
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
  const organisation = await getOrganisationForMember(deps, user, organisationId);
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    if (await isMemberByEmail(trx, organisationId, email))
      throw conflict(`${email} is already a teacher of this school.`);
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
    await deps.mailer.send(
      invitationMail({
        id: result.invitation.id,
        to: email,
        inviter: teacherCalled(user),
        schoolName: organisation.name,
        appUrl: deps.appUrl,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, organisationId }, "could not send the invitation email");
    // The invitation stands: inviting the same email again sends the email again.
    throw invitationMailUnavailable(email);
  }
  return result;
}

const NEEDS_AN_OWNER = "A school needs at least one owner: make another teacher an owner first.";

/**
 * An owner makes a teacher an owner, or an owner a teacher again (themselves included: an owner
 * steps down only while another owner remains). 403 for a non-owner, 404 for someone who is not a
 * teacher of the school. The school's row is locked, so two owners stepping down at once cannot
 * leave it with none.
 */
export async function setTeacherRole(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  userId: string,
  role: MemberRole,
): Promise<MemberRow> {
  await getOrganisationForOwner({ db }, user, organisationId, "make or unmake owners");
  return db.transaction().execute(async (trx) => {
    await lockOrganisationRow(trx, organisationId);
    const before = await findMemberRole(trx, organisationId, userId);
    if (!before) throw notFound("This teacher of the school");
    if ((await findMemberRole(trx, organisationId, user.id)) !== "owner") throw onlyOwners("make or unmake owners");
    if (before === "owner" && role === "teacher" && (await countMembers(trx, organisationId, "owner")) <= 1) {
      throw conflict(NEEDS_AN_OWNER);
    }
    await setMemberRole(trx, organisationId, userId, role);
    const member = (await listMembers(trx, organisationId)).find((row) => row.user_id === userId);
    if (!member) throw notFound("This teacher of the school");
    return member;
  });
}

/**
 * Removes a teacher (owners only), lets a teacher leave (their own id), or withdraws an invitation
 * (any teacher; `userId` is then the invitation's id). The last teacher cannot leave (the school
 * is deleted instead), nor the last owner while other teachers remain. A teacher who leaves or is
 * removed keeps their essays but no longer spends the school's credits; they get no new trial.
 */
export async function removeTeacher(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  userId: string,
): Promise<void> {
  await getOrganisationForMember({ db }, user, organisationId);
  await db.transaction().execute(async (trx) => {
    // Removals and role changes take turns, so they cannot both pass the checks below.
    await lockOrganisationRow(trx, organisationId);
    const role = await findMemberRole(trx, organisationId, userId);
    if (!role) {
      if (!(await deleteOpenInvitation(trx, organisationId, userId))) throw notFound("This teacher of the school");
      return;
    }
    const leaving = userId === user.id;
    if (!leaving && (await findMemberRole(trx, organisationId, user.id)) !== "owner") {
      throw onlyOwners("remove a teacher");
    }
    if ((await countMembers(trx, organisationId)) <= 1) {
      throw conflict(
        "A school needs at least one teacher: invite another teacher before leaving, or delete the school.",
      );
    }
    if (role === "owner" && (await countMembers(trx, organisationId, "owner")) <= 1) throw conflict(NEEDS_AN_OWNER);
    await removeMember(trx, organisationId, userId);
  });
}
