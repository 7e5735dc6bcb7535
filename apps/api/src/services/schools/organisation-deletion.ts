import { organisationNameMatches, type OrganisationDeletionPreviewResponse } from "@redpen/contract";
import { deleteClassesOfTeachersInOrganisation } from "../../db/classes.queries";
import { anonymiseCreditEntries, creditBalance } from "../../db/credits.queries";
import {
  deleteEssays,
  listEssayImageReferencesOfOrganisation,
  type EssayImageReferences,
} from "../../db/essays.queries";
import { listOpenInvitationsOfOrganisation } from "../../db/invitations.queries";
import { emailsOfUsers } from "../../db/users.queries";
import { deleteImages, type Image } from "../../db/images.queries";
import {
  emptyDeletedOrganisation,
  findMemberRole,
  findOrganisation,
  listMembers,
  listMembershipsOfUser,
} from "../../db/organisations.queries";
import { lockOrganisationRow } from "../../db/row-lock";
import type { Database } from "../../db/schema";
import type { Kysely, Transaction } from "kysely";
import { notFound, onlyOwners, organisationNameMismatch } from "../../errors";
import { imagesFreedByDeletion } from "./organisation-images";
import { getOrganisationForOwner } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";
import type { AppDeps } from "../../app-deps";
import { imageFileKeys } from "../../storage/image-format";

type Db = Kysely<Database> | Transaction<Database>;

/** What deleting an organisation needs: the database, and the storage its photos' files are in. */
type OrganisationDeletionDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/**
 * Deletes the organisation at an owner's request, once they typed its name (404 unknown, 403 for
 * anyone but an owner, 400 for another name: nothing is deleted then). The essays of its teachers
 * who belong to no other school go, with the photos only they use and its logo (rows and files);
 * the essays of a teacher still in another school, and of a teacher who was removed or left, stay
 * theirs, viewable as before. The classes (with their students) of the teachers whose essays go, go too. Its members, invitations, checkouts, remembered corrections and
 * calibration go; its credit ledger stays for the accounts, without the teachers' ids. The
 * teachers keep their accounts and other schools; one left with none has no credits until invited again.
 */
export async function deleteOrganisation(
  deps: OrganisationDeletionDeps,
  user: CurrentUser,
  organisationId: string,
  typedName: string,
): Promise<void> {
  const organisation = await getOrganisationForOwner(deps, user, organisationId, "delete it");
  if (!organisationNameMatches(typedName, organisation.name)) throw organisationNameMismatch(organisation.name);

  const images = await deps.db.transaction().execute(async (trx) => {
    // New essays, invitations and memberships take the same lock, so none is added while the
    // organisation goes; a refund committed before it is anonymised with the rest of the ledger.
    await lockOrganisationRow(trx, organisationId);
    // Read again under the lock: a deletion sent twice finds nothing the second time, and the logo may have changed.
    const current = await findOrganisation(trx, organisationId);
    if (!current) throw notFound("This school");
    // An owner made a teacher again meanwhile deletes nothing.
    if ((await findMemberRole(trx, organisationId, user.id)) !== "owner") throw onlyOwners("delete it");
    const { deleted: essays, leaving } = await deletionPlan(trx, organisationId);
    const images = await imagesFreedByDeletion(trx, current, essays);
    await deleteEssays(
      trx,
      essays.map((essay) => essay.id),
    );
    await deleteImages(
      trx,
      images.map((image) => image.id),
    );
    await deleteClassesOfTeachersInOrganisation(trx, organisationId, [...leaving]);
    await anonymiseCreditEntries(trx, organisationId);
    await emptyDeletedOrganisation(trx, organisationId, new Date().toISOString());
    return images;
  });
  // Files go once the rows are gone for good: a file left behind costs only disk, a row without its file a broken page.
  await removeFiles(deps, images);
}

/**
 * Which of the organisation's essays its deletion deletes (those of its teachers who belong to no
 * other school) and which stay their teachers' (of teachers also in another school, or no longer in it).
 */
async function deletionPlan(
  db: Db,
  organisationId: string,
): Promise<{ deleted: EssayImageReferences[]; kept: EssayImageReferences[]; leaving: Set<string> }> {
  const leaving = new Set<string>();
  for (const member of await listMembers(db, organisationId)) {
    if ((await listMembershipsOfUser(db, member.user_id)).length <= 1) leaving.add(member.user_id);
  }
  const essays = await listEssayImageReferencesOfOrganisation(db, organisationId);
  return {
    deleted: essays.filter((essay) => leaving.has(essay.owner_user_id)),
    kept: essays.filter((essay) => !leaving.has(essay.owner_user_id)),
    leaving,
  };
}

/** What deleting the organisation would delete and keep, for an owner about to (404 unknown, 403 for anyone but an owner). */
export async function previewDeletion(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<OrganisationDeletionPreviewResponse["data"]> {
  const { db } = deps;
  await getOrganisationForOwner(deps, user, organisationId, "delete it");
  const [{ deleted, kept }, balance, invitations] = await Promise.all([
    deletionPlan(db, organisationId),
    creditBalance(db, organisationId),
    listOpenInvitationsOfOrganisation(db, organisationId),
  ]);
  const teachersOf = async (essays: EssayImageReferences[]) => {
    const emails = await emailsOfUsers(db, [...new Set(essays.map((essay) => essay.owner_user_id))]);
    return [...emails.values()].sort();
  };
  return {
    deleted_essays: deleted.length,
    teachers_losing_essays: await teachersOf(deleted),
    kept_essays: kept.length,
    teachers_keeping_essays: await teachersOf(kept),
    credits_remaining: Math.max(0, balance),
    open_invitations: invitations.length,
  };
}

async function removeFiles(deps: OrganisationDeletionDeps, images: Image[]): Promise<void> {
  for (const image of images) {
    for (const key of imageFileKeys(image)) {
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
