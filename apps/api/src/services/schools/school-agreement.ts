import { isReviewed, type CorrectionsFared, type EssayEdit, type AgreementResponse } from "@redpen/contract";
import { agreement, calibrationGroup, findStoredCertificateOption } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import { listCorrectedEssaysOfOrganisation, storedCertificateOf, type Essay } from "../../db/essays.queries";
import { listMembers } from "../../db/organisations.queries";
import { findSchoolCalibration } from "../../db/school-calibrations.queries";
import { usableCalibration } from "./school-calibration";
import { markingOf } from "../../db/essays.queries";
import { getOrganisationForMember } from "./organisations.service";
import type { CurrentUser } from "../../auth/current-user";

type AgreementData = AgreementResponse["data"];

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

/** Counts each edit as the teacher left it; one of Redpen's kept but never checked counts as unchecked, not as kept. */
function fared(edits: readonly EssayEdit[], into: CorrectionsFared): void {
  for (const edit of edits) {
    if (edit.source === "teacher") into.added++;
    else if (!isReviewed(edit)) into.unchecked++;
    else into[edit.state === "added" ? "kept" : edit.state]++;
  }
}

type GradedEssay = Graded & { group: string; criteria: string[] };
type Db = Pick<AppDeps, "db">["db"];

/** The essays a teacher graded every criterion of, beside the advised grades, with their certificate's group and criteria. */
function gradedEssays(essays: readonly Essay[]): GradedEssay[] {
  const graded: GradedEssay[] = [];
  for (const essay of essays) {
    const teacher = essay.user_feedback?.grade_per_certificate_criterion;
    const advised = essay.grade_per_certificate_criterion;
    const option = findStoredCertificateOption(storedCertificateOf(essay));
    if (!teacher || !advised || !option) continue;
    const criteria = option.criteria.map((criterion) => criterion.name);
    if (!criteria.every((name) => typeof teacher[name] === "number" && typeof advised[name] === "number")) continue;
    graded.push({ essay, teacher, advised, group: calibrationGroup(option), criteria });
  }
  return graded;
}

/** How the advised totals agree with the teachers' of these essays. */
const totalAgreement = (graded: readonly GradedEssay[]) =>
  agreementOf(graded.map((entry) => ({ advised: sum(entry.advised), teacher: sum(entry.teacher) })));

/** Per certificate group: the advised grades' agreement, criterion by criterion and in total, and the school's calibration's. */
async function certificateAgreement(db: Db, organisationId: string, graded: readonly GradedEssay[]) {
  const groups = [...new Set(graded.map((entry) => entry.group))];
  return Promise.all(
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
        total: totalAgreement(inGroup),
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
}

const none = (): CorrectionsFared => ({ kept: 0, changed: 0, rejected: 0, added: 0, unchecked: 0 });
const countOf = (counts: CorrectionsFared) =>
  counts.kept + counts.changed + counts.rejected + counts.added + counts.unchecked;

/** How Redpen's corrections fared, per category (most first) and per teacher (by user id). */
function correctionsFared(essays: readonly Essay[]) {
  const byCategory = new Map<string, CorrectionsFared>();
  const byTeacher = new Map<string, CorrectionsFared>();
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
  const byCategoryList = [...byCategory]
    .map(([category, counts]) => ({ category, ...counts }))
    .sort((a, b) => countOf(b) - countOf(a) || a.category.localeCompare(b.category));
  return { byCategory: byCategoryList, byTeacher };
}

/**
 * The school's agreement figures for a member: per certificate group, how the advised grades (as
 * shown) agree with its teachers' saved ones, and its calibration's cross-validated agreement
 * beside the general model's; how Redpen's corrections fared per category; and the same per teacher.
 */
export async function schoolAgreement(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
): Promise<AgreementData> {
  await getOrganisationForMember({ db }, user, organisationId);
  const essays = await listCorrectedEssaysOfOrganisation(db, organisationId);
  const graded = gradedEssays(essays);
  const certificates = await certificateAgreement(db, organisationId, graded);
  const { byCategory, byTeacher } = correctionsFared(essays);
  const teachers = (await listMembers(db, organisationId)).map((member) => {
    const own = graded.filter((entry) => entry.essay.owner_user_id === member.user_id);
    return {
      user_id: member.user_id,
      email: member.email,
      name: member.name,
      graded: own.length,
      total: totalAgreement(own),
      corrections: byTeacher.get(member.user_id) ?? none(),
    };
  });
  return { certificates, corrections: byCategory, teachers };
}
