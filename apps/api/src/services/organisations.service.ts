import type { AppDeps } from "../app-deps";
import type { OrganisationPatchRequest } from "@redpen/contract";
import { findImage, type Image } from "../db/images.queries";
import {
  findOrganisation,
  findOwnerId,
  isMember,
  updateOrganisationLogo,
  type OrganisationRow,
} from "../db/organisations.queries";
import { conflict, forbidden, logoNotAmongOwnImages, notFound } from "../errors";
import { getImage } from "./images.service";
import type { CurrentUser } from "./users.service";

/** The organisation, when it exists and the user is a member of it (404, then 403 otherwise). */
export async function getOrganisationForMember(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This organisation");
  if (!(await isMember(db, organisationId, user.id))) throw forbidden("You are not a member of this organisation.");
  return organisation;
}

/** The organisation with its owner, its longest-standing member (who may delete it), null when it has no members. */
export type OrganisationWithOwner = OrganisationRow & { owner_user_id: string | null };

/** The organisation with its owner, for a member (404, then 403 otherwise). */
export async function readOrganisation(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationWithOwner> {
  const organisation = await getOrganisationForMember(deps, user, organisationId);
  return { ...organisation, owner_user_id: (await findOwnerId(deps.db, organisation.id)) ?? null };
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
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  request: OrganisationPatchRequest,
): Promise<OrganisationWithOwner> {
  const organisation = await getOrganisationForMember({ db }, user, organisationId);
  if (request.version !== organisation.version + 1) throw staleVersion(organisation.version);
  const logoImageId = request.data.logo_image_id;
  if (logoImageId !== null && logoImageId !== organisation.logo_image_id) {
    const image = await findImage(db, logoImageId);
    // Another teacher's image gets the same reply as an unknown id, so the reply does not tell whether it exists.
    if (image?.owner_user_id !== user.id) throw logoNotAmongOwnImages();
  }
  if (!(await updateOrganisationLogo(db, organisationId, organisation.version, logoImageId))) {
    throw staleVersion((await getOrganisationForMember({ db }, user, organisationId)).version);
  }
  return readOrganisation({ db }, user, organisationId);
}

/** The organisation's logo image, for anyone who knows the organisation's id (404 when it has none). */
export async function getOrganisationLogo({ db }: Pick<AppDeps, "db">, organisationId: string): Promise<Image> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This organisation");
  if (!organisation.logo_image_id) throw notFound("This organisation's logo");
  return getImage({ db }, organisation.logo_image_id);
}
