import { searchable, type ClassProgressResponse, type EssayReview, type EssayStatus } from "@redpen/contract";
import { draftText, gradeText } from "../../../lib/review-words";

type ClassProgress = ClassProgressResponse["data"];

/** One row of the class page's list: an essay with its student's name, or a student who has no essay yet. */
export interface ClassEssayRow {
  /** The essay's id, or "student:{id}" for a student without essays. */
  key: string;
  essayId: string | null;
  studentId: string | null;
  /** The class's student's name, else the name written on the essay, else "No name". */
  studentName: string;
  status: EssayStatus | null;
  /** ISO date-time of the upload, null for a student without essays. */
  createdAt: string | null;
  /** The grade that counts as a share of the highest total (0 to 1), for sorting; null without one. */
  gradeShare: number | null;
  /** "14 / 20" or "14" (the total's maximum unknown); null without a grade. */
  gradeText: string | null;
  gradeSource: "teacher" | "advised" | null;
  /** What to work on: the kind of error corrected most in the essay. */
  workOn: string | null;
  certificate: string | null;
  /** The student's latest draft after the first: "Draft 2: 3 of 7 fixed"; null until they send one. */
  draftText: string | null;
  /** The marks the latest draft fixed as a share of them (0 to 1), for sorting; null without a draft. */
  draftShare: number | null;
  /** How far the teacher went with the essay; null for a student without essays. */
  review: EssayReview | null;
}

/** Whether the row's essay can be chosen for the actions on several essays: a corrected one. */
export const canChoose = (row: ClassEssayRow) => row.essayId !== null && row.status === "SUCCESS";

export type SortColumn = "student" | "date" | "status" | "grade" | "workOn" | "review" | "draft";

export type SortDirection = "asc" | "desc";

/** Every essay of the class with its student, then each student with no essay yet. */
export function classEssayRows({ students, essays }: ClassProgress): ClassEssayRow[] {
  const names = new Map(students.map((student) => [student.id, student.name]));
  const rows: ClassEssayRow[] = essays.map((essay) => ({
    key: essay.id,
    essayId: essay.id,
    studentId: essay.student_id,
    studentName: (essay.student_id && names.get(essay.student_id)) || essay.name?.trim() || "No name",
    status: essay.status,
    createdAt: essay.created_at,
    gradeShare: essay.grade && essay.grade.max ? essay.grade.total / essay.grade.max : (essay.grade?.total ?? null),
    gradeText: essay.grade && gradeText(essay.grade),
    gradeSource: essay.grade?.source ?? null,
    workOn: essay.work_on?.label ?? null,
    certificate: essay.certificate.name,
    draftText: essay.latest_draft && draftText(essay.latest_draft),
    draftShare:
      essay.latest_draft && (essay.latest_draft.total > 0 ? essay.latest_draft.fixed / essay.latest_draft.total : 1),
    review: essay.review,
  }));
  for (const student of students)
    if (student.essay_count === 0)
      rows.push({
        key: `student:${student.id}`,
        essayId: null,
        studentId: student.id,
        studentName: student.name,
        status: null,
        createdAt: null,
        gradeShare: null,
        gradeText: null,
        gradeSource: null,
        workOn: null,
        certificate: null,
        draftText: null,
        draftShare: null,
        review: null,
      });
  return rows;
}

/** The words a row shows: its student, status, grade (and whether advised), kind of error, certificate and draft. */
const shownWords = (row: ClassEssayRow) =>
  [
    row.studentName,
    statusWords(row),
    row.gradeText,
    row.gradeSource === "advised" ? "advised" : null,
    row.workOn,
    row.certificate,
    row.draftText,
  ].join(" ");

/** Rows showing every word searched for, whatever the case and the accents. */
export function searchRows(rows: readonly ClassEssayRow[], search: string): ClassEssayRow[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = searchable(shownWords(row));
    return words.every((word) => text.includes(word));
  });
}

/** The corrections checked as a share of them (an essay with none counts as fully checked), for sorting; null before the correction. */
const reviewShare = ({ review, status }: ClassEssayRow) =>
  review && status === "SUCCESS" ? (review.total === 0 ? 1 : review.checked / review.total) : null;

const STATUS_ORDER: Record<EssayStatus, number> = { PENDING: 0, FAILURE: 1, SUCCESS: 2 };
const sortValue = (row: ClassEssayRow, column: SortColumn): string | number | null => {
  switch (column) {
    case "student":
      return row.studentName.toLocaleLowerCase();
    case "date":
      return row.createdAt;
    case "status":
      return row.status && STATUS_ORDER[row.status];
    case "grade":
      return row.gradeShare;
    case "workOn":
      return row.workOn?.toLocaleLowerCase() ?? null;
    case "review":
      return reviewShare(row);
    case "draft":
      return row.draftShare;
  }
};

/** The rows sorted by a column; rows without a value (no essay, no grade) go last either way, then by student and newest first. */
export function sortRows(
  rows: readonly ClassEssayRow[],
  column: SortColumn,
  direction: SortDirection,
): ClassEssayRow[] {
  const sign = direction === "asc" ? 1 : -1;
  const compare = (a: string | number | null, b: string | number | null) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return (typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b))) * sign;
  };
  return [...rows].sort(
    (a, b) =>
      compare(sortValue(a, column), sortValue(b, column)) ||
      a.studentName.localeCompare(b.studentName) ||
      (b.createdAt ?? "").localeCompare(a.createdAt ?? ""),
  );
}

/** What a status is called on the class page. */
export const STATUS_WORDS: Record<EssayStatus, string> = {
  PENDING: "Correcting",
  SUCCESS: "Corrected",
  FAILURE: "Could not be corrected",
};

/** What the class page says of a row's status: the essay's, or that the student has none yet. */
export const statusWords = (row: Pick<ClassEssayRow, "status">) =>
  row.status ? STATUS_WORDS[row.status] : "No essay yet";
