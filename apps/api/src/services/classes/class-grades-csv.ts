import { stringify } from "csv-stringify/sync";
import { findStoredCertificateOption } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import { certificateOf, listCorrectedEssaysOfClass, storedCertificateOf, type Essay } from "../../db/essays.queries";
import { getOwnClass } from "./classes.service";
import type { CurrentUser } from "../../auth/current-user";

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at its start) is kept as text with a leading quote. */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** The criteria of the essays' certificates, each once, in the catalogue's order of the first essay that has it. */
function criteriaOf(essays: readonly Essay[]): string[] {
  const names: string[] = [];
  for (const essay of essays) {
    const option = findStoredCertificateOption(storedCertificateOf(essay));
    const criteria = option?.criteria.map((criterion) => criterion.name) ?? [];
    const stored = Object.keys(essay.grade_per_certificate_criterion ?? {});
    for (const name of [...criteria, ...stored]) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The essay's grading as the teacher left it: theirs when they saved one, else Redpen's advice. */
function gradingOf(essay: Essay) {
  const teacher = essay.user_feedback;
  if (teacher?.grade_per_certificate_criterion && typeof teacher.grade === "number")
    return { perCriterion: teacher.grade_per_certificate_criterion, total: teacher.grade, by: "Teacher" };
  return { perCriterion: essay.grade_per_certificate_criterion ?? {}, total: essay.grade, by: "Advised by Redpen" };
}

const number = (value: number | null | undefined) => (typeof value === "number" ? String(value) : "");

/**
 * The grades of the caller's class as CSV (404 for another teacher's class): a header row, then
 * one row per corrected essay, oldest first: the student, the date, the certificate, each
 * criterion, the total and its maximum, and whose grade it is. UTF-8 with a byte-order mark, so a
 * spreadsheet reads accents right.
 */
export async function classGradesCsv(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  classId: string,
): Promise<{ fileName: string; csv: string }> {
  const item = await getOwnClass(deps, user, classId);
  const essays = await listCorrectedEssaysOfClass(deps.db, user.id, classId);
  const criteria = criteriaOf(essays);
  const header = ["Student", "Date", "Certificate", ...criteria, "Total", "Out of", "Grade by"];
  const rows = essays.map((essay) => {
    const grading = gradingOf(essay);
    const { name, cefr_level, format } = certificateOf(essay);
    return [
      asText(essay.name ?? ""),
      essay.created_at.slice(0, 10),
      asText(`${name} (${cefr_level}, ${format})`),
      ...criteria.map((criterion) => number(grading.perCriterion[criterion])),
      number(grading.total),
      number(essay.grade_max),
      grading.by,
    ];
  });
  const csv = stringify([header, ...rows], { bom: true, record_delimiter: "windows" });
  const slug =
    item.name
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "class";
  return { fileName: `grades-${slug}.csv`, csv };
}
