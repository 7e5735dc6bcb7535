import type { Kysely } from "kysely";
import { findOrganisation, isMember, type OrganisationRow } from "../db/organisations.queries";
import type { Database } from "../db/schema";
import { forbidden, notFound } from "../errors";
import type { CurrentUser } from "./users.service";

/** The organisation, when it exists and the user is a member of it (404, then 403 otherwise). */
export async function getOrganisationForMember(db: Kysely<Database>, user: CurrentUser, organisationId: string): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This organisation");
  if (!(await isMember(db, organisationId, user.id))) throw forbidden("You are not a member of this organisation.");
  return organisation;
}
