import { refitSchoolCalibration, type RefitOutcome } from "../services/schools/school-calibration";
import type { CorrectionJobDeps } from "./correct-essay.job";
import type { CalibrationRequest } from "../correction-queue";
import { EngineCallError } from "../engine/engine-call-errors";

/** One key per school and certificate, so a calibration waits in a queue once. */
export const calibrationKey = ({ organisationId, certificateId }: CalibrationRequest) =>
  `${organisationId}:${certificateId}`;

/**
 * Refits a school's calibration when its graded essays have grown enough (see
 * refitSchoolCalibration). A fit the engine fails stays unfitted, logged: the last calibration,
 * or the general model, goes on advising; a database error is thrown for the queue to retry.
 */
export async function calibrateSchoolJob(
  deps: CorrectionJobDeps,
  request: CalibrationRequest,
): Promise<RefitOutcome | "failed"> {
  try {
    const outcome = await refitSchoolCalibration(deps, request.organisationId, request.certificateId);
    if (outcome === "fitted")
      deps.logger.info(
        { organisationId: request.organisationId, certificateId: request.certificateId },
        "school calibration refitted",
      );
    return outcome;
  } catch (error) {
    if (!(error instanceof EngineCallError)) throw error;
    deps.logger.warn(
      { organisationId: request.organisationId, error: error.message },
      "school calibration could not be fitted",
    );
    return "failed";
  }
}
