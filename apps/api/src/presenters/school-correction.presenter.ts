import type { SchoolCorrection } from "@redpen/contract";
import type { SchoolCorrectionRow } from "../db/school-corrections.queries";
import { statusOf, teachersWhoMade } from "../services/schools/school-corrections";

/** A remembered correction as the organisation page lists it. */
export function presentSchoolCorrection(row: SchoolCorrectionRow): SchoolCorrection {
  const { id, original, replacement, category, explanation, added, suggested, rejected } = row;
  const status = statusOf(row);
  return {
    id,
    original,
    replacement,
    category,
    explanation,
    added,
    teachers: teachersWhoMade(row).length,
    suggested,
    rejected,
    left_as_written: row.left_as_written,
    active: status === "suggested",
    status,
    switched_off: row.switched_off === 1,
  };
}
