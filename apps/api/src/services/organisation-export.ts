import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { sortUsageByEssays } from "@redpen/contract";
import { creditBalance, listCreditEntries } from "../db/credits.queries";
import { findEssay } from "../db/essays.queries";
import type { Image } from "../db/images.queries";
import { listOpenInvitationsOfOrganisation } from "../db/invitations.queries";
import { findOwnerId, listMembers } from "../db/organisations.queries";
import { countCorrectedEssaysPerOwner } from "../db/usage.queries";
import { emailsOfUsers } from "../db/users.queries";
import { IMAGE_EXTENSIONS, type ImageContentType } from "../storage/image-format";
import { presentEssay } from "../presenters/essay.presenter";
import { imageIdsOfEssay, organisationEssaysAndImages } from "./organisation-images";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "./users.service";
import type { AppDeps } from "../app-deps";

/** What exporting an organisation's data needs: the database, and the storage its photos' files are in. */
type OrganisationExportDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/** The archive of an organisation's data: a zip, made as it is read. */
export interface OrganisationArchive {
  fileName: string;
  stream: Readable;
}

const README = `Your school's data in Redpen, as it was when this archive was made.

organisation.json   the organisation: name, when it was made, credits left, its logo's file
members.json        its teachers (when each joined; the owner may delete it) and the invitations not taken up yet
usage.json          essays corrected per teacher since the start, and every change of its credits
essays/<id>.json    each essay charged to it: the text, the corrections as the teacher marked them
                    (edits: source engine or teacher, state kept, changed, rejected or added), the
                    grades (advised, and the teacher's in user_feedback), the feedback, the teacher's
                    email and the files of its photos
images.json         each photo and the logo: its file, who uploaded it, when, and how well it read
images/             the files themselves, as uploaded
`;

const fileOf = (image: Image) =>
  `images/${image.id}.${IMAGE_EXTENSIONS[image.content_type as ImageContentType] ?? "bin"}`;
const jsonBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything the organisation's members made in Redpen, for any of its members (404 unknown, 403
 * for anyone else): JSON files and the photos' files in one zip. Essays and photos are read one at
 * a time as the zip is sent, so a school's years of photos never sit in memory at once; a photo
 * whose file the storage lost is listed in images.json with `file_missing` and left empty.
 */
export async function exportOrganisation(
  deps: OrganisationExportDeps,
  user: CurrentUser,
  organisationId: string,
  now = new Date(),
): Promise<OrganisationArchive> {
  const { db } = deps;
  const organisation = await getOrganisationForMember(deps, user, organisationId);
  const [members, invitations, ledger, balance, usage, ownerId, { essays, images }] = await Promise.all([
    listMembers(db, organisationId),
    listOpenInvitationsOfOrganisation(db, organisationId),
    listCreditEntries(db, organisationId),
    creditBalance(db, organisationId),
    // From the empty string on: since the first essay (times are ISO text).
    countCorrectedEssaysPerOwner(db, organisationId, "", now.toISOString()),
    findOwnerId(db, organisationId),
    organisationEssaysAndImages(db, organisation),
  ]);
  const emails = await emailsOfUsers(db, [
    ...new Set([...essays.map((essay) => essay.owner_user_id), ...images.map((image) => image.owner_user_id)]),
  ]);
  const files = new Map(images.map((image) => [image.id, fileOf(image)]));
  const logo = images.find((image) => image.id === organisation.logo_image_id);

  const zip = new ZipFile();
  const addLazily = (path: string, read: () => Promise<Buffer>, compress = true) =>
    zip.addReadStreamLazy(path, { compress }, (done) => {
      read().then(
        (bytes) => done(null, Readable.from([bytes], { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });

  zip.addBuffer(Buffer.from(README), "README.txt");
  zip.addBuffer(
    jsonBytes({
      id: organisation.id,
      name: organisation.name,
      created_at: organisation.created_at,
      exported_at: now.toISOString(),
      exported_by: user.email,
      credits_remaining: Math.max(0, balance),
      logo: logo ? fileOf(logo) : null,
    }),
    "organisation.json",
  );
  zip.addBuffer(
    jsonBytes({
      members: members.map((member) => ({
        email: member.email,
        joined_at: member.created_at,
        owner: member.user_id === ownerId,
      })),
      open_invitations: invitations.map((invitation) => ({
        email: invitation.email,
        invited_at: invitation.created_at,
      })),
    }),
    "members.json",
  );
  zip.addBuffer(
    jsonBytes({
      essays_corrected_per_teacher: sortUsageByEssays(usage),
      credits: ledger.map((entry) => ({
        created_at: entry.created_at,
        reason: entry.reason,
        delta: entry.delta,
        reference: entry.reference,
        teacher_email: entry.email,
      })),
    }),
    "usage.json",
  );
  for (const { id } of essays) {
    addLazily(`essays/${id}.json`, async () => {
      const essay = await findEssay(db, id);
      // Deleted while the archive was being made: its file says so rather than failing the whole download.
      if (!essay) return jsonBytes({ id, deleted_during_export: true });
      const photos = imageIdsOfEssay(essay).map((imageId) => files.get(imageId) ?? null);
      return jsonBytes({
        ...presentEssay(essay),
        teacher_email: emails.get(essay.owner_user_id) ?? null,
        created_at: essay.created_at,
        updated_at: essay.updated_at,
        photo_files: photos,
      });
    });
  }
  const missing = new Set<string>();
  for (const image of images) {
    // Photos are compressed already: stored as they are.
    addLazily(
      fileOf(image),
      async () => {
        const bytes = await deps.storage.get(image.storage_key);
        if (bytes) return bytes;
        deps.logger.warn({ imageId: image.id, organisationId }, "an exported image's file is missing from the storage");
        missing.add(image.id);
        return Buffer.alloc(0);
      },
      false,
    );
  }
  // Last, so it knows which files the storage could not give.
  addLazily("images.json", async () =>
    jsonBytes(
      images.map((image) => ({
        id: image.id,
        file: fileOf(image),
        file_missing: missing.has(image.id),
        content_type: image.content_type,
        uploaded_by: emails.get(image.owner_user_id) ?? null,
        uploaded_at: image.created_at,
        transcription_evaluation: image.transcription_evaluation,
      })),
    ),
  );
  zip.end();

  const stream = zip.outputStream as Readable;
  // A storage or database failure midway ends the download as failed, never as a zip that looks whole.
  zip.on("error", (error: Error) => {
    deps.logger.error({ err: error, organisationId }, "the organisation's archive could not be finished");
    stream.destroy(error);
  });
  return { fileName: `redpen-data-${now.toISOString().slice(0, 10)}.zip`, stream };
}
