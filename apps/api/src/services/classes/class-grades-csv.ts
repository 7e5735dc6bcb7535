import { stringify } from "csv-stringify/sync";
import { findStoredCertificateOption } from "@redpen/engine";
import type { AppDeps } from "../../app-deps";
import type { LatestDraftRow } from "../../db/drafts.queries";
import { certificateOf, storedCertificateOf, type Essay } from "../../db/essays.queries";
import type { StudentRow } from "../../db/students.queries";
import { getOwnClass } from "./classes.service";
import { getClassEssays } from "./progress.service";
import type { CurrentUser } from "../../auth/current-user";

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at its start) is kept as text with a leading quote. */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** The longest task a row shows, in characters: enough to tell one task from another. */
const TASK_LENGTH = 60;

/** The task on one line, cut at a word before TASK_LENGTH characters with "…" when longer. */
export function shortTask(text: string | null): string {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  if (line.length <= TASK_LENGTH) return line;
  const cut = line.slice(0, TASK_LENGTH - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > TASK_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

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

/** What the Status cell says of an essay, or of a student who handed none in. */
const STATUS_WORDS: Record<Essay["status"] | "NONE", string> = {
  SUCCESS: "Corrected",
  PENDING: "Being corrected",
  FAILURE: "Could not be corrected",
  NONE: "No essay handed in",
};

const FIXED_HEADER = ["Student", "Date", "Task", "Certificate", "Status"];
const DRAFT_HEADER = ["Latest draft", "Draft grade", "Draft out of", "Draft marks fixed", "Draft marks"];

/** One essay's row: grades only once corrected, the latest draft's where the student sent one. */
function essayRow(essay: Essay, studentName: string, criteria: string[], draft: LatestDraftRow | undefined) {
  const corrected = essay.status === "SUCCESS";
  const grading = corrected ? gradingOf(essay) : null;
  const { name, cefr_level, format } = certificateOf(essay);
  return [
    asText(studentName),
    essay.created_at.slice(0, 10),
    asText(shortTask(essay.topic_text)),
    asText(`${name} (${cefr_level}, ${format})`),
    STATUS_WORDS[essay.status],
    ...criteria.map((criterion) => number(grading?.perCriterion[criterion])),
    number(grading?.total),
    corrected ? number(essay.grade_max) : "",
    grading?.by ?? "",
    draft ? String(draft.number) : "",
    number(draft?.grade),
    draft && draft.grade !== null ? number(draft.grade_max) : "",
    number(draft?.check_result.counts.fixed),
    number(draft?.check_result.counts.total),
  ];
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The rows of the file: one per essay of the class (corrected or not) and one per student with
 * none, by student then oldest first. An essay's student is named as the class names them now.
 */
function gradeRows(students: readonly StudentRow[], essays: readonly Essay[], drafts: Map<string, LatestDraftRow>) {
  const names = new Map(students.map((student) => [student.id, student.name]));
  const nameOf = (essay: Essay) => (essay.student_id && names.get(essay.student_id)) || essay.name?.trim() || "";
  const criteria = criteriaOf(essays.filter((essay) => essay.status === "SUCCESS"));
  const handedIn = new Set(essays.map((essay) => essay.student_id));
  const entries = [
    ...essays.map((essay) => ({
      name: nameOf(essay),
      date: essay.created_at,
      cells: essayRow(essay, nameOf(essay), criteria, drafts.get(essay.id)),
    })),
    ...students
      .filter((student) => !handedIn.has(student.id))
      .map((student) => ({
        name: student.name,
        date: "",
        cells: [
          asText(student.name),
          "",
          "",
          "",
          STATUS_WORDS.NONE,
          ...criteria.map(() => ""),
          "",
          "",
          "",
          ...DRAFT_HEADER.map(() => ""),
        ],
      })),
  ].sort((a, b) => collator.compare(a.name, b.name) || a.date.localeCompare(b.date));
  const header = [...FIXED_HEADER, ...criteria, "Total", "Out of", "Grade by", ...DRAFT_HEADER];
  return [header, ...entries.map((entry) => entry.cells)];
}

/**
 * The grades of the caller's class as CSV (404 for another teacher's class): a header row, then
 * one row per essay, by student then oldest first: the student, the date, the task (shortened),
 * the certificate, its status, each criterion, the total and its maximum, whose grade it is, and
 * the latest draft's number, grade and marks fixed; a student with no essay has a row saying so.
 * UTF-8 with a byte-order mark, so a spreadsheet reads accents right.
 */
export async function classGradesCsv(
  deps: Pick<AppDeps, "db">,
  user: CurrentUser,
  classId: string,
): Promise<{ fileName: string; csv: string }> {
  const item = await getOwnClass(deps, user, classId);
  const { students, essays, drafts } = await getClassEssays(deps, user, classId);
  const csv = stringify(gradeRows(students, essays, drafts), { bom: true, record_delimiter: "windows" });
  const slug =
    item.name
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "class";
  return { fileName: `grades-${slug}.csv`, csv };
}
