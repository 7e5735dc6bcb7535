import type { OrganisationResponse } from "@redpen/contract";
import type { OrganisationWithOwners } from "../db/organisations.queries";

/** The organisation's reply: its version, logo, name, owners, address and VAT number. */
export function presentOrganisation(organisation: OrganisationWithOwners): OrganisationResponse {
  return {
    id: organisation.id,
    version: organisation.version,
    data: {
      logo_image_id: organisation.logo_image_id,
      name: organisation.name,
      owner_user_ids: organisation.owner_user_ids,
      address: organisation.address,
      vat_number: organisation.vat_number,
    },
  };
}
