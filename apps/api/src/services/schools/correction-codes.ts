import { DEFAULT_CORRECTION_CODES, type CorrectionCode, type CorrectionCodesPutRequest } from "@redpen/contract";
import type { AppDeps } from "../../app-deps";
import {
  findCorrectionCodes,
  findCorrectionCodesOf,
  saveCorrectionCodesIfVersion,
} from "../../db/correction-codes.queries";
import { conflict } from "../../errors";
import type { CurrentUser } from "../../auth/current-user";
import { getOrganisationForMember, getOrganisationForOwner } from "./organisations.service";

type CodesDeps = Pick<AppDeps, "db">;

/** A school's codes as its teachers see them: version 0 and Redpen's defaults until an owner saves its own. */
export interface SchoolCodes {
  version: number;
  codes: CorrectionCode[];
  isDefault: boolean;
}

const defaults = (): SchoolCodes => ({ version: 0, codes: [...DEFAULT_CORRECTION_CODES], isDefault: true });

/** The school's codes, for any of its teachers (404 unknown school, 403 for anyone else). */
export async function readCorrectionCodes(
  deps: CodesDeps,
  user: CurrentUser,
  organisationId: string,
): Promise<SchoolCodes> {
  await getOrganisationForMember(deps, user, organisationId);
  const stored = await findCorrectionCodes(deps.db, organisationId);
  return stored ? { ...stored, isDefault: false } : defaults();
}

/** Saves the school's whole list, for an owner, when `version` is the stored version + 1 (409 otherwise). */
export async function saveCorrectionCodes(
  deps: CodesDeps,
  user: CurrentUser,
  organisationId: string,
  { version, data }: CorrectionCodesPutRequest,
): Promise<SchoolCodes> {
  await getOrganisationForOwner(deps, user, organisationId, "change the school's correction codes");
  const stored = (await findCorrectionCodes(deps.db, organisationId))?.version ?? 0;
  if (version !== stored + 1 || !(await saveCorrectionCodesIfVersion(deps.db, organisationId, stored, data.codes))) {
    const now = (await findCorrectionCodes(deps.db, organisationId))?.version ?? 0;
    throw conflict(
      `The codes were changed in the meantime (their version is now ${now}, so send ${now + 1}): reload the page and try again.`,
    );
  }
  return { version: version, codes: data.codes, isDefault: false };
}

/** The codes the essays of a school are marked with (Redpen's defaults for a school that saved none). */
export async function codesOfSchool(deps: CodesDeps, organisationId: string): Promise<CorrectionCode[]> {
  return (await findCorrectionCodes(deps.db, organisationId))?.codes ?? [...DEFAULT_CORRECTION_CODES];
}

/** The codes of several schools at once, for a list of essays: a function from a school to its codes. */
export async function codesOfSchools(
  deps: CodesDeps,
  organisationIds: readonly string[],
): Promise<(organisationId: string) => CorrectionCode[]> {
  const saved = await findCorrectionCodesOf(deps.db, organisationIds);
  return (organisationId) => saved.get(organisationId) ?? [...DEFAULT_CORRECTION_CODES];
}
