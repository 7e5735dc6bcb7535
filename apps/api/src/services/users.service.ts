import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppDeps } from "../app-deps";
import type { VerifiedCaller } from "../auth/token-verifier";
import { listOpenInvitations } from "../db/invitations.queries";
import { addMember, insertOrganisation, listOrganisationIdsOfUser } from "../db/organisations.queries";
import type { Database } from "../db/schema";
import { findUserBySubject, insertUserIfNew, updateUserEmail, type UserRow } from "../db/users.queries";
import * as credits from "./credits.service";
import { acceptOpenInvitations } from "./invitations.service";

/** The signed-in teacher as the services see them. */
export interface CurrentUser {
  id: string;
  email: string;
  /** Organisations the user belongs to, the current (last joined) one first. */
  organisationIds: string[];
}

/**
 * Finds the user behind a verified token, creating them on their first call: they join every
 * organisation that invited their email, or else get an organisation of their own with the trial
 * credits. Safe when several first calls race: only the call that inserts the user sets them up.
 * A user who exists already joins the organisations that invited them since (never a new trial),
 * so an invited teacher who signs in rather than up joins too.
 */
export async function resolveCurrentUser({ db }: Pick<AppDeps, "db">, caller: VerifiedCaller): Promise<CurrentUser> {
  let user = await findUserBySubject(db, caller.subject);
  if (!user) user = await createUser(db, caller);
  else {
    if (user.email !== caller.email) await updateUserEmail(db, user.id, caller.email);
    await joinInvitingOrganisations(db, user.id, caller.email);
  }
  return { id: user.id, email: caller.email, organisationIds: await listOrganisationIdsOfUser(db, user.id) };
}

/** One indexed read per request; the transaction runs only when an invitation is open. */
async function joinInvitingOrganisations(db: Kysely<Database>, userId: string, email: string): Promise<void> {
  if ((await listOpenInvitations(db, email)).length === 0) return;
  const now = new Date().toISOString();
  await db.transaction().execute((trx) => acceptOpenInvitations(trx, userId, email, now));
}

async function createUser(db: Kysely<Database>, caller: VerifiedCaller): Promise<UserRow> {
  const now = new Date().toISOString();
  const candidate: UserRow = { id: randomUUID(), subject: caller.subject, email: caller.email, created_at: now };
  await db.transaction().execute(async (trx) => {
    if (!(await insertUserIfNew(trx, candidate))) return;
    if ((await acceptOpenInvitations(trx, candidate.id, caller.email, now)) > 0) return;
    const organisationId = randomUUID();
    await insertOrganisation(trx, {
      id: organisationId,
      name: `${caller.email}'s organisation`,
      logo_image_id: null,
      created_at: now,
    });
    await addMember(trx, organisationId, candidate.id, now);
    await credits.grantTrial(trx, organisationId, candidate.id, now);
  });
  const user = await findUserBySubject(db, caller.subject);
  if (!user) throw new Error("user vanished right after creation");
  return user;
}
