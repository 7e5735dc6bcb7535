import {
  type Calibration,
  CALIBRATION_VERSION,
  calibrationGroup,
  checkCalibration,
  type Edit,
  findCertificateOption,
  findStoredCertificateOption,
  listCertificateOptions,
  type GradedExample,
  MIN_CALIBRATION_EXAMPLES,
} from "@redpen/engine";
import { findOrganisation } from "../../db/organisations.queries";
import type { AppDeps } from "../../app-deps";
import { storedCertificateOf } from "../../db/essays.queries";
import { findSchoolCalibration, listGradedEssays, storeSchoolCalibration } from "../../db/school-calibrations.queries";
import { studentEdits } from "../essays/essay-marking";
import { markingOf } from "../../db/essays.queries";

/**
 * Each school's calibration of the advised grades: the grades its teachers saved on its corrected
 * essays are its examples (never another school's), one calibration per certificate group.
 */

/** A school refits once this many more graded essays than its last fit learnt from are there. */
export const REFIT_EVERY = 10;

/**
 * The certificate's catalogue option, its calibration group and the ids of the group's options
 * (the formats that share its criteria), or undefined when the id is in no catalogue option.
 */
function groupOf(certificateId: string | null) {
  const option = certificateId === null ? undefined : findCertificateOption(certificateId);
  if (!option) return undefined;
  const group = calibrationGroup(option);
  const ids = listCertificateOptions()
    .filter((other) => calibrationGroup(other) === group)
    .map((other) => other.id);
  return { option, group, ids };
}

/** Whether a stored calibration is of this engine's version (one of an older version may still apply, see checkCalibration). */
const isCurrent = (model: unknown) =>
  usableCalibration(model) !== undefined && (model as { version?: unknown }).version === CALIBRATION_VERSION;

/** A stored calibration this engine can apply, or undefined (one it cannot is refitted at the next grading saved). */
export function usableCalibration(model: unknown): Calibration | undefined {
  try {
    return checkCalibration(model);
  } catch {
    return undefined;
  }
}

/**
 * The school's calibration for the certificate, when it has one that grades closer to its teachers
 * than the general model; the general model advises when it has none it can use.
 */
export async function schoolCalibration(
  { db }: Pick<AppDeps, "db">,
  organisationId: string | null,
  certificateId: string | null,
): Promise<Calibration | undefined> {
  if (!organisationId) return undefined;
  const found = groupOf(certificateId);
  const row = found && (await findSchoolCalibration(db, organisationId, found.group));
  if (!row || row.use !== 1) return undefined;
  return usableCalibration(row.model);
}

/** The school's essays of the certificate's group that a teacher graded per criterion, as calibration examples. */
export async function gradedExamples(
  { db }: Pick<AppDeps, "db">,
  organisationId: string,
  certificateId: string,
): Promise<GradedExample[]> {
  const found = groupOf(certificateId);
  if (!found) return [];
  const essays = await listGradedEssays(db, organisationId, found.ids);
  return essays.flatMap((essay): GradedExample[] => {
    const option = findStoredCertificateOption(storedCertificateOf(essay));
    const grades = essay.user_feedback?.grade_per_certificate_criterion;
    if (!option || calibrationGroup(option) !== found.group || !grades || essay.original === null) return [];
    if (!option.criteria.every((criterion) => typeof grades[criterion.name] === "number")) return [];
    // The grade saw the teacher's marking, so the calibration reads the essay with it.
    return [
      {
        text: essay.original,
        topic: essay.topic_text,
        edits: studentEdits(markingOf(essay) ?? []) as Edit[],
        grade_per_certificate_criterion: grades,
        certificate: option.id,
      },
    ];
  });
}

/** What a refit did. */
export type RefitOutcome = "fitted" | "too-few" | "up-to-date";

/**
 * Fits the school's calibration for the certificate's group again when it has at least
 * MIN_CALIBRATION_EXAMPLES graded essays and REFIT_EVERY more than its last fit learnt from.
 */
export async function refitSchoolCalibration(
  deps: Pick<AppDeps, "db" | "engine">,
  organisationId: string,
  certificateId: string,
): Promise<RefitOutcome> {
  // A request naming no catalogue option (one queued by an older version) fits nothing; the next grading saved queues it again.
  const found = groupOf(certificateId);
  // A school deleted since the grading was saved is fitted nothing.
  if (!found || !(await findOrganisation(deps.db, organisationId))) return "too-few";
  const examples = await gradedExamples(deps, organisationId, certificateId);
  if (examples.length < MIN_CALIBRATION_EXAMPLES) return "too-few";
  const current = await findSchoolCalibration(deps.db, organisationId, found.group);
  // Counted as given (some may be too short to grade), so that an essay the fit left out does not make every save refit.
  // One of an older version that still applies is used until then, and refitted at this save.
  if (current && isCurrent(current.model) && examples.length < current.examples + REFIT_EVERY) return "up-to-date";
  const calibration = await deps.engine.calibrate(examples, found.option.id);
  await storeSchoolCalibration(deps.db, {
    organisation_id: organisationId,
    calibration_group: found.group,
    examples: examples.length,
    use: calibration.use ? 1 : 0,
    reason: calibration.reason,
    model: calibration,
    fitted_at: new Date().toISOString(),
  });
  return "fitted";
}
