import type { Kysely, Transaction } from "kysely";
import {
  listEssayImageReferencesOfOrganisation,
  listEssayImageReferencesOfOwners,
  type EssayImageReferences,
} from "../../db/essays.queries";
import { listImages, type Image } from "../../db/images.queries";
import { listLogosElsewhere, type OrganisationRow } from "../../db/organisations.queries";
import type { Database } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The photos an essay points at: its pages in order, then its topic's photo. */
export function imageIdsOfEssay(essay: Pick<EssayImageReferences, "student_image_ids" | "topic_image_id">): string[] {
  const pages = essay.student_image_ids;
  return essay.topic_image_id ? [...pages, essay.topic_image_id] : pages;
}

/** The images these essays point at, and the logo when one is given. */
export async function imagesOfEssays(
  db: Db,
  essays: readonly EssayImageReferences[],
  logoImageId: string | null = null,
): Promise<Image[]> {
  const ids = new Set(essays.flatMap(imageIdsOfEssay));
  if (logoImageId) ids.add(logoImageId);
  return listImages(db, [...ids]);
}

/** The organisation's essays and the images its data holds: every photo of those essays, and its logo. */
export async function organisationEssaysAndImages(
  db: Db,
  organisation: Pick<OrganisationRow, "id" | "logo_image_id">,
): Promise<{ essays: EssayImageReferences[]; images: Image[] }> {
  const essays = await listEssayImageReferencesOfOrganisation(db, organisation.id);
  return { essays, images: await imagesOfEssays(db, essays, organisation.logo_image_id) };
}

/**
 * The images that deleting these essays of the organisation, and its logo, leaves unused: a
 * teacher may have put one photo in several essays (of this school or another), or made it the
 * logo of two schools, and the one that stays keeps it then.
 */
export async function imagesFreedByDeletion(
  db: Db,
  organisation: Pick<OrganisationRow, "id" | "logo_image_id">,
  deletedEssays: readonly EssayImageReferences[],
): Promise<Image[]> {
  const images = await imagesOfEssays(db, deletedEssays, organisation.logo_image_id);
  const uploaders = [...new Set(images.map((image) => image.owner_user_id))];
  const deletedIds = new Set(deletedEssays.map((essay) => essay.id));
  const [essaysOfUploaders, logosElsewhere] = await Promise.all([
    listEssayImageReferencesOfOwners(db, uploaders),
    listLogosElsewhere(
      db,
      organisation.id,
      images.map((image) => image.id),
    ),
  ]);
  const kept = essaysOfUploaders.filter((essay) => !deletedIds.has(essay.id));
  const usedElsewhere = new Set([...kept.flatMap(imageIdsOfEssay), ...logosElsewhere]);
  return images.filter((image) => !usedElsewhere.has(image.id));
}
