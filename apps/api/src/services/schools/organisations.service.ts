import type { AppDeps } from "../../app-deps";
import type { OrganisationPatchRequest } from "@redpen/contract";
import type { MemberRole } from "../../db/schema";
import { findImage, type Image } from "../../db/images.queries";
import {
  findMemberRole,
  findOrganisation,
  listOwnerIds,
  updateOrganisationIfVersion,
  type OrganisationRow,
  type OrganisationWithOwners,
} from "../../db/organisations.queries";
import { conflict, forbidden, logoNotAmongOwnImages, notFound, onlyOwners } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";
import { unknownImage } from "../images/images.service";

/** The organisation, when it exists and the user is a member of it (404, then 403 otherwise). */
export async function getOrganisationForMember(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationRow> {
  return (await getOrganisationWithRole({ db }, user, organisationId)).organisation;
}

/** The organisation and the member's role in it (404 unknown or deleted, 403 for anyone but a member). */
async function getOrganisationWithRole(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<{ organisation: OrganisationRow; role: MemberRole }> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This school");
  const role = await findMemberRole(db, organisationId, user.id);
  if (!role) throw forbidden("You are not a member of this school.");
  return { organisation, role };
}

/** The organisation, when the user is one of its owners (404 unknown, 403 otherwise: `doing` says what only owners may do). */
export async function getOrganisationForOwner(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  doing: string,
): Promise<OrganisationRow> {
  const { organisation, role } = await getOrganisationWithRole(deps, user, organisationId);
  if (role !== "owner") throw onlyOwners(doing);
  return organisation;
}

/** The organisation with its owners, for a member (404, then 403 otherwise). */
export async function readOrganisation(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationWithOwners> {
  const organisation = await getOrganisationForMember(deps, user, organisationId);
  return { ...organisation, owner_user_ids: await listOwnerIds(deps.db, organisation.id) };
}

const staleVersion = (stored: number) =>
  conflict(
    `The school was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/**
 * Sets or removes (null) the organisation's logo, and renames it or sets its address and VAT number (owners only), when `version` is
 * the stored version + 1 (409 otherwise, saying which version to send). The logo must be an image
 * the caller uploaded, or the organisation's current logo. The write is conditional on the
 * version, so of two changes sent at once with the same version one gets a 409.
 */
export async function updateOrganisation(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  request: OrganisationPatchRequest,
): Promise<OrganisationWithOwners> {
  const { organisation, role } = await getOrganisationWithRole({ db }, user, organisationId);
  const { logo_image_id: logoImageId, name, address, vat_number: vatNumber } = request.data;
  if (name !== undefined && role !== "owner") throw onlyOwners("rename it");
  if ((address !== undefined || vatNumber !== undefined) && role !== "owner") {
    throw onlyOwners("set its address and VAT number");
  }
  if (request.version !== organisation.version + 1) throw staleVersion(organisation.version);
  if (logoImageId != null && logoImageId !== organisation.logo_image_id) {
    const image = await findImage(db, logoImageId);
    // Another teacher's image gets the same reply as an unknown id, so the reply does not tell whether it exists.
    if (image?.owner_user_id !== user.id) throw logoNotAmongOwnImages();
  }
  const fields = {
    ...(logoImageId === undefined ? {} : { logo_image_id: logoImageId }),
    ...(name ? { name } : {}),
    // An empty address or VAT number removes it, as null does.
    ...(address === undefined ? {} : { address: address || null }),
    ...(vatNumber === undefined ? {} : { vat_number: vatNumber || null }),
  };
  if (!(await updateOrganisationIfVersion(db, organisationId, organisation.version, fields))) {
    throw staleVersion((await getOrganisationForMember({ db }, user, organisationId)).version);
  }
  return readOrganisation({ db }, user, organisationId);
}

/** The organisation's logo image, for anyone who knows the organisation's id (404 when it has none). */
export async function getOrganisationLogo({ db }: Pick<AppDeps, "db">, organisationId: string): Promise<Image> {
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation) throw notFound("This school");
  if (!organisation.logo_image_id) throw notFound("This school's logo");
  // A logo is shown on the school's printouts and its students' pages: anyone may load it.
  const logo = await findImage(db, organisation.logo_image_id);
  if (!logo) throw unknownImage();
  return logo;
}
