import type { OrganisationResponse } from "@redpen/contract";
import type { OrganisationWithOwner } from "../services/organisations.service";

/** The organisation's reply: its version, logo, name and owner (who may delete it). */
export function presentOrganisation(organisation: OrganisationWithOwner): OrganisationResponse {
  return {
    id: organisation.id,
    version: organisation.version,
    data: {
      logo_image_id: organisation.logo_image_id,
      name: organisation.name,
      owner_user_id: organisation.owner_user_id,
    },
  };
}
