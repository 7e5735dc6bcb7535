import type { SchoolCorrection } from "@redpen/contract";
import type { SchoolCorrectionStanding } from "../db/school-corrections.queries";

/** A remembered correction as the organisation page lists it. */
export function presentSchoolCorrection(row: SchoolCorrectionStanding): SchoolCorrection {
  const { id, original, replacement, category, explanation, added, teachers, suggested, rejected, status } = row;
  return {
    id,
    original,
    replacement,
    category,
    explanation,
    added,
    teachers,
    suggested,
    rejected,
    left_as_written: row.left_as_written,
    active: status === "suggested",
    status,
    switched_off: row.switched_off === 1,
  };
}
