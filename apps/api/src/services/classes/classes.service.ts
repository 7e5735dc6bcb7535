import { randomUUID } from "node:crypto";
import type { ClassCreateRequest, ClassListQuery, ClassPatchRequest } from "@redpen/contract";
import type { CertificateOption } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import {
  deleteClassKeepingEssays,
  findClass,
  insertClass,
  listClassesOfOwner,
  updateClassIfVersion,
  type ClassWithCount,
} from "../../db/classes.queries";
import { conflict, forbidden, notFound } from "../../errors";
import { certificateColumns, namedCertificate } from "../certificates/certificate-choice";
import type { CurrentUser } from "../../auth/current-user";

type ClassesDeps = Pick<AppDeps, "db">;

/**
 * The class, when it is the caller's: 404 for an unknown id and for another teacher's class alike
 * (a class is its teacher's alone, so the reply does not tell whether it exists).
 */
export async function getOwnClass({ db }: ClassesDeps, user: CurrentUser, classId: string): Promise<ClassWithCount> {
  const found = await findClass(db, classId);
  if (!found || found.owner_user_id !== user.id) throw notFound("This class");
  return found;
}

/** The class's certificate columns for the option; null removes it. */
function classCertificateColumns(option: CertificateOption | null) {
  if (option === null)
    return { certificate_id: null, certificate_name: null, certificate_cefr_level: null, certificate_format: null };
  return certificateColumns(option);
}

/** The caller's classes, by name. */
export async function listClasses({ db }: ClassesDeps, user: CurrentUser, query: ClassListQuery) {
  return listClassesOfOwner(db, user.id, query.filter_archived);
}

/** A new class of the caller's, in the school they work in now. */
export async function createClass(
  deps: ClassesDeps,
  user: CurrentUser,
  data: ClassCreateRequest["data"],
): Promise<ClassWithCount> {
  const organisationId = user.organisationIds[0];
  if (!organisationId)
    throw forbidden("You do not belong to a school, so you cannot make a class: ask a colleague to invite you.");
  const now = new Date().toISOString();
  const id = randomUUID();
  await insertClass(deps.db, {
    id,
    owner_user_id: user.id,
    organisation_id: organisationId,
    name: data.name,
    ...classCertificateColumns(namedCertificate(data, "data.") ?? null),
    archived: 0,
    created_at: now,
    updated_at: now,
  });
  return getOwnClass(deps, user, id);
}

const staleVersion = (stored: number) =>
  conflict(
    `The class was changed in the meantime (its version is now ${stored}, so send ${stored + 1}): reload the page and try again.`,
  );

/** Renames, changes the certificate, archives or brings back the caller's class, when `version` is the stored one + 1. */
export async function updateClass(
  deps: ClassesDeps,
  user: CurrentUser,
  classId: string,
  request: ClassPatchRequest,
): Promise<ClassWithCount> {
  const current = await getOwnClass(deps, user, classId);
  if (request.version !== current.version + 1) throw staleVersion(current.version);
  const { name, archived } = request.data;
  const certificate = namedCertificate(request.data, "data.");
  const changes = {
    ...(name === undefined ? {} : { name }),
    ...(certificate === undefined ? {} : classCertificateColumns(certificate)),
    ...(archived === undefined ? {} : { archived: archived ? 1 : 0 }),
    updated_at: new Date().toISOString(),
  };
  if (!(await updateClassIfVersion(deps.db, classId, current.version, changes)))
    throw staleVersion((await getOwnClass(deps, user, classId)).version);
  return getOwnClass(deps, user, classId);
}

/** Deletes the caller's class and its students; their essays stay (see deleteClassKeepingEssays). */
export async function deleteClass(deps: ClassesDeps, user: CurrentUser, classId: string): Promise<void> {
  await getOwnClass(deps, user, classId);
  await deleteClassKeepingEssays(deps.db, classId);
}
