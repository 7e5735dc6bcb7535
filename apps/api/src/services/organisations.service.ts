import type { Kysely } from "kysely";
import type { OrganisationPatchRequest, OrganisationResponse } from "@redpen/contract";
import { findImage, type ImageRow } from "../db/images.queries";
import {
  findOrganisation,
  findOwnerId,
  isMember,
  updateOrganisationLogo,
  type OrganisationRow,
} from "../db/organisations.queries";
import type { Database } from "../db/schema";
import { conflict, forbidden, logoNotAmongOwnImages, notFound } from "../errors";
import { getImage } from "./images.service";
import type { CurrentUser } from "./users.service";

/** The organisation, when it exists and the user is a member of it (404, then 403 otherwise). */
export async function getOrganisationForMember(
  db: Kysely<Database>,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This organisation");
  if (!(await isMember(db, organisationId, user.id))) throw forbidden("You are not a member of this organisation.");
  return organisation;
}

/** The organisation's reply: its version, logo, name and owner (who may delete it). */
export async function toOrganisationResponse(
  db: Kysely<Database>,
  organisation: OrganisationRow,
): Promise<OrganisationResponse> {
  return {
    id: organisation.id,
    version: organisation.version,
    data: {
      logo_image_id: organisation.logo_image_id,
      name: organisation.name,
      owner_user_id: (await findOwnerId(db, organisation.id)) ?? null,
    },
  };
}

const staleVersion = (stored: number) =>
  conflict(
    `The organisation was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/**
 * Sets or removes (null) the organisation's logo when `version` is the stored version + 1 (409
 * otherwise, saying which version to send). The logo must be an image the caller uploaded, or the
 * organisation's current logo. The write is conditional on the version, so of two changes sent at
 * once with the same version one gets a 409.
 */
export async function updateOrganisation(
  db: Kysely<Database>,
  user: CurrentUser,
  organisationId: string,
  request: OrganisationPatchRequest,
): Promise<OrganisationRow> {
  const organisation = await getOrganisationForMember(db, user, organisationId);
  if (request.version !== organisation.version + 1) throw staleVersion(organisation.version);
  const logoImageId = request.data.logo_image_id;
  if (logoImageId !== null && logoImageId !== organisation.logo_image_id) {
    const image = await findImage(db, logoImageId);
    // Another teacher's image gets the same reply as an unknown id, so the reply does not tell whether it exists.
    if (image?.owner_user_id !== user.id) throw logoNotAmongOwnImages();
  }
  if (!(await updateOrganisationLogo(db, organisationId, organisation.version, logoImageId))) {
    throw staleVersion((await getOrganisationForMember(db, user, organisationId)).version);
  }
  return getOrganisationForMember(db, user, organisationId);
}

/** The organisation's logo image, for anyone who knows the organisation's id (404 when it has none). */
export async function getOrganisationLogo(db: Kysely<Database>, organisationId: string): Promise<ImageRow> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This organisation");
  if (!organisation.logo_image_id) throw notFound("This organisation's logo");
  return getImage({ db }, organisation.logo_image_id);
}
