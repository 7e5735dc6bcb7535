import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import type { VerifiedCaller } from "../../auth/token-verifier";
import {
  addMember,
  insertOrganisation,
  listMembershipsOfUser,
  type MembershipRow,
} from "../../db/organisations.queries";
import type { Database } from "../../db/schema";
import {
  findUserById,
  findUserBySubject,
  insertUserIfNew,
  setCurrentOrganisation,
  setUserName,
  updateUserEmail,
  type UserRow,
} from "../../db/users.queries";
import type { CurrentUser } from "../../auth/current-user";
import * as credits from "../billing/credits.service";
import { acceptInvitationOfLink } from "../schools/invitations.service";
import { getOrganisationForMember } from "../schools/organisations.service";

/**
 * Finds the user behind a verified token, creating them on their first call: a new account made
 * through an invitation's link joins that school (the link was the consent), or else gets a school
 * of its own with the trial credits. Safe when several first calls race: only the call that
 * inserts the user sets them up. Every other invitation, and every invitation an existing account
 * gets, waits for its 'Join' (see invitations.service).
 */
export async function resolveCurrentUser({ db }: Pick<AppDeps, "db">, caller: VerifiedCaller): Promise<CurrentUser> {
  let user = await findUserBySubject(db, caller.subject);
  if (!user) user = await createUser(db, caller);
  else if (user.email !== caller.email) await updateUserEmail(db, user.id, caller.email);
  return currentUserOf(user, caller.email, await listMembershipsOfUser(db, user.id));
}

/**
 * The teacher with their schools, the current one first: the one they chose while they are still
 * in it, else the one they joined last (a teacher removed from their chosen school works in
 * another one of theirs, until they choose).
 */
function currentUserOf(
  user: Pick<UserRow, "id" | "name" | "current_organisation_id">,
  email: string,
  memberships: MembershipRow[],
): CurrentUser {
  const chosen = memberships.find((membership) => membership.organisation_id === user.current_organisation_id);
  const current = chosen ?? memberships[0];
  const others = memberships
    .filter((membership) => membership !== current)
    .sort((a, b) => a.name.localeCompare(b.name) || a.organisation_id.localeCompare(b.organisation_id));
  const organisations = (current ? [current, ...others] : others).map((membership) => ({
    id: membership.organisation_id,
    name: membership.name,
    role: membership.role,
    logo_image_id: membership.logo_image_id,
  }));
  return {
    id: user.id,
    email,
    name: user.name,
    organisations,
    organisationIds: organisations.map((organisation) => organisation.id),
  };
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The name of a new teacher's own school: the one they gave when signing up, else one made from their email. */
function newSchoolName(caller: VerifiedCaller): string {
  // Within the column's 255 characters, however long the address.
  return caller.schoolName ?? `${truncate(caller.email, 200)}'s school`;
}

async function createUser(db: Kysely<Database>, caller: VerifiedCaller): Promise<UserRow> {
  const now = new Date().toISOString();
  const candidate: UserRow = {
    id: randomUUID(),
    subject: caller.subject,
    email: caller.email,
    // The name given at sign-up is taken once, here: later the teacher changes it in Redpen, whose name wins.
    name: caller.name,
    created_at: now,
    current_organisation_id: null,
  };
  await db.transaction().execute(async (trx) => {
    if (!(await insertUserIfNew(trx, candidate))) return;
    let current = caller.invitationId
      ? await acceptInvitationOfLink(trx, caller.invitationId, candidate.id, caller.email, now)
      : null;
    if (!current) {
      current = randomUUID();
      await insertOrganisation(trx, { id: current, name: newSchoolName(caller), logo_image_id: null, created_at: now });
      await addMember(trx, { organisationId: current, userId: candidate.id, role: "owner", createdAt: now });
      await credits.grantTrial(trx, current, candidate.id, now);
    }
    await setCurrentOrganisation(trx, candidate.id, current);
  });
  const user = await findUserBySubject(db, caller.subject);
  if (!user) throw new Error("user vanished right after creation");
  return user;
}

/**
 * PATCH /users/me: the current school (checked first, so a refused school changes nothing) and
 * the teacher's name (null clears it), each only when given.
 */
export async function changeCurrentUser(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  change: { current_organisation_id?: string; name?: string | null },
): Promise<CurrentUser> {
  if (change.current_organisation_id !== undefined)
    await getOrganisationForMember({ db }, user, change.current_organisation_id);
  await db.transaction().execute(async (trx) => {
    if (change.current_organisation_id !== undefined)
      await setCurrentOrganisation(trx, user.id, change.current_organisation_id);
    if (change.name !== undefined) await setUserName(trx, user.id, change.name);
  });
  return reloadCurrentUser({ db }, user);
}

/** The teacher as they are now, after a change of their schools in this request. */
export async function reloadCurrentUser({ db }: Pick<AppDeps, "db">, user: CurrentUser): Promise<CurrentUser> {
  const row = await findUserById(db, user.id);
  if (!row) throw new Error("the signed-in user vanished");
  return currentUserOf(row, user.email, await listMembershipsOfUser(db, user.id));
}
