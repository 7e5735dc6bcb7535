import type { Kysely, Transaction } from "kysely";
import {
  listEssayImageReferencesOfOrganisation,
  listEssayImageReferencesOutside,
  type EssayImageReferences,
} from "../db/essays.queries";
import { listImages, type Image } from "../db/images.queries";
import { listLogosElsewhere, type OrganisationRow } from "../db/organisations.queries";
import type { Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The photos an essay points at: its pages in order, then its topic's photo. */
export function imageIdsOfEssay(essay: Pick<EssayImageReferences, "student_image_ids" | "topic_image_id">): string[] {
  const pages = essay.student_image_ids;
  return essay.topic_image_id ? [...pages, essay.topic_image_id] : pages;
}

/** The organisation's essays and the images its data holds: every photo of those essays, and its logo. */
export async function organisationEssaysAndImages(
  db: Db,
  organisation: Pick<OrganisationRow, "id" | "logo_image_id">,
): Promise<{ essays: EssayImageReferences[]; images: Image[] }> {
  const essays = await listEssayImageReferencesOfOrganisation(db, organisation.id);
  const ids = new Set(essays.flatMap(imageIdsOfEssay));
  if (organisation.logo_image_id) ids.add(organisation.logo_image_id);
  return { essays, images: await listImages(db, [...ids]) };
}

/**
 * The organisation's images that nothing else uses: a teacher of two schools may have put one
 * photo in essays of both, or made it the logo of both, and the other school keeps it then.
 */
export async function imagesOnlyOrganisationUses(
  db: Db,
  organisation: Pick<OrganisationRow, "id" | "logo_image_id">,
): Promise<Image[]> {
  const { images } = await organisationEssaysAndImages(db, organisation);
  const uploaders = [...new Set(images.map((image) => image.owner_user_id))];
  const imageIds = images.map((image) => image.id);
  const [essaysElsewhere, logosElsewhere] = await Promise.all([
    listEssayImageReferencesOutside(db, organisation.id, uploaders),
    listLogosElsewhere(db, organisation.id, imageIds),
  ]);
  const usedElsewhere = new Set([...essaysElsewhere.flatMap(imageIdsOfEssay), ...logosElsewhere]);
  return images.filter((image) => !usedElsewhere.has(image.id));
}
