import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import {
  ieltsOverallBand,
  sortUsageByEssays,
  type CorrectionCode,
  type EssayResponse,
  type Purchase,
  type UserFeedback,
} from "@redpen/contract";
import { creditBalance, listCreditEntries } from "../../db/credits.queries";
import {
  findEssay,
  listEssayImageReferencesOfOwners,
  type Essay,
  type EssayImageReferences,
} from "../../db/essays.queries";
import type { Image } from "../../db/images.queries";
import { listOpenInvitationsOfOrganisation } from "../../db/invitations.queries";
import { listMembers, namesOfOrganisations } from "../../db/organisations.queries";
import { listPurchases, type PurchaseWithBuyer } from "../../db/purchases.queries";
import { listShareLinksOfEssay } from "../../db/share-links.queries";
import { countCorrectedEssaysPerOwner } from "../../db/usage.queries";
import { emailsOfUsers } from "../../db/users.queries";
import { IMAGE_EXTENSIONS, type ImageContentType } from "../../storage/image-format";
import { codesOfSchool } from "./correction-codes";
import { imageIdsOfEssay, imagesOfEssays, organisationEssaysAndImages } from "./organisation-images";
import { getOrganisationForOwner } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";
import type { AppDeps } from "../../app-deps";
import { listClassesOfOrganisation, listClassesOfOwners } from "../../db/classes.queries";
import { classesFile } from "../classes/classes-export";

/** What exporting an organisation's data needs: the database, and the storage its photos' files are in. */
type OrganisationExportDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/**
 * How an essay is written in an archive: as its reply shows it to its owner. The route hands in
 * the essay's presenter, so the archive and the api never differ.
 */
export type PresentEssay = (essay: Essay, codes: CorrectionCode[]) => EssayResponse;

/** How a purchase is written in the school's archive: as its receipt shows it in the api. */
export type PresentPurchase = (purchase: PurchaseWithBuyer) => Purchase;

/** The archive of an organisation's data: a zip, made as it is read. */
export interface OrganisationArchive {
  fileName: string;
  stream: Readable;
}

/** The files both archives hold, as README.txt lists them. */
const ESSAY_FILES = `essays/<id>.json    each essay: the text, the corrections as its teacher marked them
                    (edits: source engine or teacher, state kept, changed, rejected or added, and
                    reviewed true on a kept one the teacher checked), the grades (advised, and the
                    teacher's in user_feedback; for IELTS also the overall band IELTS reports for
                    each total), the feedback, the teacher's email, the school it was charged to,
                    the files of its photos (a colleague's private comment on Redpen's help is left
                    out), whether it is shared now (shared: its student's link works; data.share_mode
                    says what the link shows) and its share links: when each link the teacher gave
                    the student was made and revoked (never the link's address: it would open the
                    essay, and let anyone send a draft in the student's name)
classes.json        the teachers' classes (name, certificate, archived or not) and their students with
                    the teacher's notes; an essay's class_id and student_id point at them
images.json         each photo (and the school's logo): its file, who uploaded it, when, and how well it read
images/             the files themselves, as uploaded
`;

const SCHOOL_README = `Your school's data in Redpen, as it was when this archive was made.

organisation.json   the organisation: name, address and VAT number, when it was made, credits left, its logo's file
members.json        its teachers (name, when each joined, who are its owners) and the invitations not taken up yet
usage.json          essays corrected per teacher since the start, and every change of its credits
purchases.json      every pack bought, newest first, as its receipt shows it: number, date, pack, who bought
                    it, net, VAT rate and amount, total, the school's and the seller's details, and the
                    payment provider's own receipt where there is one
${ESSAY_FILES}`;

const TEACHER_README = `Your essays in Redpen, as they were when this archive was made: every essay you corrected, in
whichever school it was charged to.

teacher.json        you: your email and your schools now
${ESSAY_FILES}`;

const fileOf = (image: Image) =>
  `images/${image.id}.${IMAGE_EXTENSIONS[image.content_type as ImageContentType] ?? "bin"}`;
const jsonBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** What an archive holds: its README, its own JSON files, and the essays and images written the same way in both. */
interface ArchiveContents {
  readme: string;
  jsonFiles: Record<string, unknown>;
  essays: readonly EssayImageReferences[];
  images: readonly Image[];
  /** The exporting teacher: another teacher's private comment on Redpen's help stays out. */
  exporter: CurrentUser;
  now: Date;
  /** Logged with any failure. */
  logContext: Record<string, string>;
  presentEssay: PresentEssay;
}

/**
 * Everything the teachers of a school made in Redpen, for one of its owners (404 unknown, 403 for
 * anyone else): JSON files and the photos' files in one zip.
 */
export async function exportOrganisation(
  deps: OrganisationExportDeps,
  user: CurrentUser,
  organisationId: string,
  present: { essay: PresentEssay; purchase: PresentPurchase },
  now = new Date(),
): Promise<OrganisationArchive> {
  const { db } = deps;
  const organisation = await getOrganisationForOwner(deps, user, organisationId, "download the whole school's data");
  const [members, invitations, ledger, balance, usage, purchases, { essays, images }] = await Promise.all([
    listMembers(db, organisationId),
    listOpenInvitationsOfOrganisation(db, organisationId),
    listCreditEntries(db, organisationId),
    creditBalance(db, organisationId),
    // From the empty string on: since the first essay (times are ISO text).
    countCorrectedEssaysPerOwner(db, organisationId, "", now.toISOString()),
    listPurchases(db, organisationId),
    organisationEssaysAndImages(db, organisation),
  ]);
  const logo = images.find((image) => image.id === organisation.logo_image_id);
  return writeArchive(deps, {
    readme: SCHOOL_README,
    jsonFiles: {
      "organisation.json": {
        id: organisation.id,
        name: organisation.name,
        address: organisation.address,
        vat_number: organisation.vat_number,
        created_at: organisation.created_at,
        exported_at: now.toISOString(),
        exported_by: user.email,
        credits_remaining: Math.max(0, balance),
        logo: logo ? fileOf(logo) : null,
      },
      "members.json": {
        members: members.map((member) => ({
          email: member.email,
          name: member.name,
          joined_at: member.created_at,
          owner: member.role === "owner",
        })),
        open_invitations: invitations.map((invitation) => ({
          email: invitation.email,
          invited_at: invitation.created_at,
        })),
      },
      "classes.json": await classesFile(db, await listClassesOfOrganisation(db, organisationId)),
      "usage.json": {
        essays_corrected_per_teacher: sortUsageByEssays(usage),
        credits: ledger.map((entry) => ({
          created_at: entry.created_at,
          reason: entry.reason,
          delta: entry.delta,
          reference: entry.reference,
          teacher_email: entry.email,
        })),
      },
      "purchases.json": purchases.map((purchase) => {
        const { id, data } = present.purchase(purchase);
        return { id, ...data };
      }),
    },
    essays,
    images,
    exporter: user,
    now,
    logContext: { organisationId },
    presentEssay: present.essay,
  });
}

/**
 * The signed-in teacher's own essays, of every school they were charged to (a teacher who was
 * removed or whose school was deleted keeps theirs), in the school archive's format.
 */
export async function exportMyEssays(
  deps: OrganisationExportDeps,
  user: CurrentUser,
  presentEssay: PresentEssay,
  now = new Date(),
): Promise<OrganisationArchive> {
  const essays = await listEssayImageReferencesOfOwners(deps.db, [user.id]);
  return writeArchive(deps, {
    readme: TEACHER_README,
    jsonFiles: {
      "teacher.json": {
        email: user.email,
        exported_at: now.toISOString(),
        schools: user.organisations.map(({ id, name, role }) => ({ id, name, owner: role === "owner" })),
      },
      "classes.json": await classesFile(deps.db, await listClassesOfOwners(deps.db, [user.id])),
    },
    essays,
    images: await imagesOfEssays(deps.db, essays),
    exporter: user,
    now,
    logContext: { userId: user.id },
    presentEssay,
  });
}

/** Who made the archive's essays and photos (by user id), and the schools its essays were charged to (by id). */
interface ArchiveNames {
  emails: Map<string, string>;
  schools: Map<string, string>;
  files: Map<string, string>;
}

/** A zip whose files are read only when the zip is written that far. */
function lazyZip() {
  const zip = new ZipFile();
  const addLazily = (path: string, read: () => Promise<Buffer>, compress = true) =>
    zip.addReadStreamLazy(path, { compress }, (done) => {
      read().then(
        (bytes) => done(null, Readable.from([bytes], { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  return { zip, addLazily };
}

/**
 * The zip of an archive's contents. Essays and photos are read one at a time as the zip is sent,
 * so a school's years of photos never sit in memory at once; a photo whose file the storage lost
 * is listed in images.json with `file_missing` and left empty.
 */
async function writeArchive(deps: OrganisationExportDeps, contents: ArchiveContents): Promise<OrganisationArchive> {
  const { essays, images, now, logContext } = contents;
  const names = await archiveNames(deps, essays, images);
  const { zip, addLazily } = lazyZip();
  zip.addBuffer(Buffer.from(contents.readme), "README.txt");
  for (const [path, value] of Object.entries(contents.jsonFiles)) zip.addBuffer(jsonBytes(value), path);
  for (const { id } of essays) addLazily(`essays/${id}.json`, () => essayFile(deps, contents, names, id));
  const missing = new Set<string>();
  for (const image of images) {
    // Photos are compressed already: stored as they are.
    addLazily(fileOf(image), () => imageFile(deps, image, missing, logContext), false);
  }
  // Last, so it knows which files the storage could not give.
  addLazily("images.json", async () => jsonBytes(images.map((image) => imageEntry(image, names, missing))));
  zip.end();

  const stream = zip.outputStream as Readable;
  // A storage or database failure midway ends the download as failed, never as a zip that looks whole.
  zip.on("error", (error: Error) => {
    deps.logger.error({ err: error, ...logContext }, "the archive could not be finished");
    stream.destroy(error);
  });
  return { fileName: `redpen-data-${now.toISOString().slice(0, 10)}.zip`, stream };
}

async function archiveNames(
  { db }: OrganisationExportDeps,
  essays: readonly EssayImageReferences[],
  images: readonly Image[],
): Promise<ArchiveNames> {
  const emails = await emailsOfUsers(db, [
    ...new Set([...essays.map((essay) => essay.owner_user_id), ...images.map((image) => image.owner_user_id)]),
  ]);
  const schools = await namesOfOrganisations(db, [...new Set(essays.map((essay) => essay.organisation_id))]);
  return { emails, schools, files: new Map(images.map((image) => [image.id, fileOf(image)])) };
}

/** An essay's file: its reply to its owner, with its teacher, school, photos and share links. */
async function essayFile(
  deps: OrganisationExportDeps,
  { exporter, presentEssay }: ArchiveContents,
  { emails, schools, files }: ArchiveNames,
  id: string,
): Promise<Buffer> {
  const essay = await findEssay(deps.db, id);
  // Deleted while the archive was being made: its file says so rather than failing the whole download.
  if (!essay) return jsonBytes({ id, deleted_during_export: true });
  const reply = presentEssay(essay, await codesOfSchool(deps, essay.organisation_id));
  const data = { ...reply.data, user_feedback: feedbackFor(exporter, essay.owner_user_id, reply.data.user_feedback) };
  const band = (total: number | null | undefined) =>
    typeof total === "number" ? ieltsOverallBand(data.certificate, total, data.grade_max) : null;
  return jsonBytes({
    ...reply,
    data,
    // IELTS only: the overall band IELTS reports for the advised and the teacher's totals.
    ...(band(0) === null
      ? {}
      : { ielts_overall_band: { advised: band(data.grade), teacher: band(data.user_feedback?.grade) } }),
    teacher_email: emails.get(essay.owner_user_id) ?? null,
    // The school it was charged to; null once that school was deleted.
    school_id: essay.organisation_id,
    school_name: schools.get(essay.organisation_id) ?? null,
    created_at: essay.created_at,
    updated_at: essay.updated_at,
    photo_files: imageIdsOfEssay(essay).map((imageId) => files.get(imageId) ?? null),
    ...(await shareLinksFile(deps, id)),
  });
}

/**
 * Whether the essay is shared now, and when its links were made and revoked. Never a link's token:
 * a live one opens the essay and lets its holder send a draft in the student's name.
 */
async function shareLinksFile(deps: OrganisationExportDeps, essayId: string) {
  const links = await listShareLinksOfEssay(deps.db, essayId);
  return {
    shared: links.some((link) => link.revoked_at === null),
    share_links: links.map(({ created_at, revoked_at }) => ({ created_at, revoked_at })),
  };
}

/** A photo's file as stored; empty (and noted in `missing`) when the storage lost it. */
async function imageFile(
  deps: OrganisationExportDeps,
  image: Image,
  missing: Set<string>,
  logContext: Record<string, string>,
): Promise<Buffer> {
  const bytes = await deps.storage.get(image.storage_key);
  if (bytes) return bytes;
  deps.logger.warn({ imageId: image.id, ...logContext }, "an exported image's file is missing from the storage");
  missing.add(image.id);
  return Buffer.alloc(0);
}

/** A photo's line of images.json. */
const imageEntry = (image: Image, { emails }: ArchiveNames, missing: ReadonlySet<string>) => ({
  id: image.id,
  file: fileOf(image),
  file_missing: missing.has(image.id),
  content_type: image.content_type,
  uploaded_by: emails.get(image.owner_user_id) ?? null,
  uploaded_at: image.created_at,
  transcription_evaluation: image.transcription_evaluation,
});

/** The teacher's grading and ratings as the exporter may read them: a colleague's private comment on Redpen's help stays out. */
function feedbackFor(exporter: CurrentUser, ownerUserId: string, feedback: UserFeedback | null): UserFeedback | null {
  if (!feedback || ownerUserId === exporter.id) return feedback;
  const { comment: _private, ...shared } = feedback;
  return shared;
}
