import { organisationNameMatches } from "@redpen/contract";
import { anonymiseCreditEntries } from "../db/credits.queries";
import { deleteEssaysOfOrganisation } from "../db/essays.queries";
import { deleteImages, type Image } from "../db/images.queries";
import { deleteOrganisationRow, findOrganisation, findOwnerId } from "../db/organisations.queries";
import { lockOrganisationRow } from "../db/row-lock";
import { notFound, onlyOwnerDeletes, organisationNameMismatch } from "../errors";
import { imagesOnlyOrganisationUses } from "./organisation-images";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "./users.service";
import type { AppDeps } from "../app-deps";

/** What deleting an organisation needs: the database, and the storage its photos' files are in. */
type OrganisationDeletionDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/**
 * Deletes the organisation at its owner's request, once they typed its name (404 unknown, 403 for
 * anyone but its owner, 400 for another name: nothing is deleted then). Its essays, the images only
 * it uses (rows and files), its invitations, checkouts, remembered corrections and calibration go;
 * its credit ledger stays for the accounts, without the teachers' ids. The teachers keep their
 * accounts and other organisations; one left with none has no credits until invited again.
 */
export async function deleteOrganisation(
  deps: OrganisationDeletionDeps,
  user: CurrentUser,
  organisationId: string,
  typedName: string,
): Promise<void> {
  const organisation = await getOrganisationForMember(deps, user, organisationId);
  if ((await findOwnerId(deps.db, organisationId)) !== user.id) throw onlyOwnerDeletes();
  if (!organisationNameMatches(typedName, organisation.name)) throw organisationNameMismatch(organisation.name);

  const images = await deps.db.transaction().execute(async (trx) => {
    // New essays and invitations take the same lock, so none is added while the organisation goes;
    // a refund committed before it is anonymised with the rest of the ledger.
    await lockOrganisationRow(trx, organisationId);
    // Read again under the lock: a deletion sent twice finds nothing the second time, and the logo may have changed.
    const current = await findOrganisation(trx, organisationId);
    if (!current) throw notFound("This organisation");
    const images = await imagesOnlyOrganisationUses(trx, current);
    await deleteEssaysOfOrganisation(trx, organisationId);
    await deleteImages(
      trx,
      images.map((image) => image.id),
    );
    await anonymiseCreditEntries(trx, organisationId);
    await deleteOrganisationRow(trx, organisationId);
    return images;
  });
  // Files go once the rows are gone for good: a file left behind costs only disk, a row without its file a broken page.
  await removeFiles(deps, images);
}

async function removeFiles(deps: OrganisationDeletionDeps, images: Image[]): Promise<void> {
  for (const image of images) {
    for (const key of [image.storage_key, image.read_page_key]) {
      if (!key) continue;
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.logger.error(
          { err: error, imageId: image.id, key },
          "could not delete the file of a deleted organisation's image",
        );
      }
    }
  }
}
