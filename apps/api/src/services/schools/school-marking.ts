import type { CorrectionsFared, EssayEdit, MarkingResponse } from "@redpen/contract";
import { agreement, calibrationGroup, findStoredCertificateOption } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import { listCorrectedEssaysOfOrganisation, storedCertificateOf, type Essay } from "../../db/essays.queries";
import { listMembers } from "../../db/organisations.queries";
import { findSchoolCalibration } from "../../db/school-calibrations.queries";
import { usableCalibration } from "./school-calibration";
import { markingOf } from "../../db/essays.queries";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";

type MarkingData = MarkingResponse["data"];

/** The teacher's saved grading and the advised one of a graded essay, criterion by criterion. */
interface Graded {
  essay: Essay;
  teacher: Record<string, number>;
  advised: Record<string, number>;
}

const sum = (grades: Record<string, number>) => Object.values(grades).reduce((a, b) => a + b, 0);
const agreementOf = (pairs: { advised: number; teacher: number }[]) =>
  pairs.length === 0
    ? null
    : agreement(
        pairs.map((pair) => pair.advised),
        pairs.map((pair) => pair.teacher),
      );

function fared(edits: readonly EssayEdit[], into: CorrectionsFared): void {
  for (const edit of edits) {
    if (edit.source === "teacher") into.added++;
    else into[edit.state === "added" ? "kept" : edit.state]++;
  }
}

/**
 * The school's Marking figures for a member: per certificate group, how the advised grades (as
 * shown) agree with its teachers' saved ones, and its calibration's cross-validated agreement
 * beside the general model's; how Redpen's corrections fared per category; and the same per teacher.
 */
export async function schoolMarking(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<MarkingData> {
  await getOrganisationForMember({ db }, user, organisationId);
  const essays = await listCorrectedEssaysOfOrganisation(db, organisationId);

  const graded: (Graded & { group: string; criteria: string[] })[] = [];
  for (const essay of essays) {
    const teacher = essay.user_feedback?.grade_per_certificate_criterion;
    const advised = essay.grade_per_certificate_criterion;
    const option = findStoredCertificateOption(storedCertificateOf(essay));
    if (!teacher || !advised || !option) continue;
    const criteria = option.criteria.map((criterion) => criterion.name);
    if (!criteria.every((name) => typeof teacher[name] === "number" && typeof advised[name] === "number")) continue;
    graded.push({ essay, teacher, advised, group: calibrationGroup(option), criteria });
  }

  const groups = [...new Set(graded.map((entry) => entry.group))];
  const certificates = await Promise.all(
    groups.map(async (group) => {
      const inGroup = graded.filter((entry) => entry.group === group);
      const row = await findSchoolCalibration(db, organisationId, group);
      const model = row && usableCalibration(row.model);
      return {
        group,
        graded: inGroup.length,
        criteria: inGroup[0]!.criteria.map((name) => ({
          name,
          advised: agreementOf(
            inGroup.map((entry) => ({ advised: entry.advised[name]!, teacher: entry.teacher[name]! })),
          ),
        })),
        total: agreementOf(inGroup.map((entry) => ({ advised: sum(entry.advised), teacher: sum(entry.teacher) }))),
        calibration:
          row && model
            ? {
                version: row.version,
                examples: model.examples,
                use: row.use === 1,
                reason: row.reason,
                fitted_at: row.fitted_at,
                criteria: model.agreement.criteria,
                total: model.agreement.total,
              }
            : null,
      };
    }),
  );

  const byCategory = new Map<string, CorrectionsFared>();
  const byTeacher = new Map<string, CorrectionsFared>();
  const none = (): CorrectionsFared => ({ kept: 0, changed: 0, rejected: 0, added: 0 });
  for (const essay of essays) {
    const marking = markingOf(essay) ?? [];
    for (const edit of marking) {
      const category = edit.category || "other";
      if (!byCategory.has(category)) byCategory.set(category, none());
      fared([edit], byCategory.get(category)!);
    }
    if (!byTeacher.has(essay.owner_user_id)) byTeacher.set(essay.owner_user_id, none());
    fared(marking, byTeacher.get(essay.owner_user_id)!);
  }

  const teachers = (await listMembers(db, organisationId)).map((member) => {
    const own = graded.filter((entry) => entry.essay.owner_user_id === member.user_id);
    return {
      user_id: member.user_id,
      email: member.email,
      graded: own.length,
      total: agreementOf(own.map((entry) => ({ advised: sum(entry.advised), teacher: sum(entry.teacher) }))),
      corrections: byTeacher.get(member.user_id) ?? none(),
    };
  });
  const corrections = [...byCategory]
    .map(([category, counts]) => ({ category, ...counts }))
    .sort(
      (a, b) =>
        b.kept + b.changed + b.rejected + b.added - (a.kept + a.changed + a.rejected + a.added) ||
        a.category.localeCompare(b.category),
    );
  return { certificates, corrections, teachers };
}
