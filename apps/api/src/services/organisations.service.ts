import type { Kysely } from "kysely";
import type { OrganisationPatchRequest } from "@redpen/contract";
import { findOrganisation, isMember, updateOrganisationLogo, type OrganisationRow } from "../db/organisations.queries";
import type { Database } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import type { CurrentUser } from "./users.service";

/** The organisation, when it exists and the user is a member of it (404, then 403 otherwise). */
export async function getOrganisationForMember(db: Kysely<Database>, user: CurrentUser, organisationId: string): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This organisation");
  if (!(await isMember(db, organisationId, user.id))) throw forbidden("You are not a member of this organisation.");
  return organisation;
}

/**
 * Changes the organisation's logo when `version` is the stored version + 1 (409 otherwise).
 * Images cannot be uploaded yet (the images capability comes with the essays and organisation
 * issues), so only null, which removes the logo, can name an existing image for now.
 */
export async function updateOrganisation(db: Kysely<Database>, user: CurrentUser, organisationId: string, request: OrganisationPatchRequest): Promise<OrganisationRow> {
  await getOrganisationForMember(db, user, organisationId);
  if (request.data.logo_image_id !== null) throw notFound("This image");
  if (!(await updateOrganisationLogo(db, organisationId, request.version - 1, request.data.logo_image_id))) {
    throw conflict("The organisation was changed in the meantime: reload the page and try again.");
  }
  return getOrganisationForMember(db, user, organisationId);
}
