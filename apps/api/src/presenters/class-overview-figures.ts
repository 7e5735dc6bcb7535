import {
  countWords,
  OTHER_ERROR_KIND,
  shownGrading,
  type ClassErrorExample,
  type ClassFrequentError,
  type ClassOverviewResponse,
  type CriterionSpread,
  type EssayFigures,
  type OverviewStudent,
  type StudentChange,
} from "@redpen/contract";
import {
  byCountThenKind,
  byDate,
  contextOf,
  corrected,
  countedEdits,
  errorKind,
  kindCounts,
  kindKeyOf,
  per100Words,
  round1,
  type EssayForProgress,
} from "./progress-figures";

/**
 * What to teach a class next (GET /classes/{class_id}/overview), from the essays as their teacher
 * sees them, counted as the progress figures count them. Pure: the route reads the essays.
 */

/** How many kinds of error the overview names. */
export const OVERVIEW_KINDS = 5;
/** How many examples each kind gives, each from a different writer. */
export const OVERVIEW_EXAMPLES = 3;
/** A change of the grade under this share of the total is no change. */
const SAME_GRADE_SHARE = 0.05;
/** A change of errors per 100 words under this is no change. */
const SAME_ERROR_RATE = 1;

/** An essay of the class, with its student (null when none was picked) and the name written on it. */
export type ClassEssayForOverview = EssayForProgress & { student_id: string | null };

/** What the overview reads: the class's students, its essays, and its latest started class set. */
export interface ClassForOverview {
  students: readonly OverviewStudent[];
  essays: readonly ClassEssayForOverview[];
  latestSet: { id: string; created_at: string; topic_text: string | null; essay_ids: readonly string[] } | null;
}

/** One writer's latest corrected essay, with the name to show. */
interface Latest {
  name: string;
  essay: ClassEssayForOverview;
}

const byName = (a: OverviewStudent, b: OverviewStudent) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Each writer's latest corrected essay: each student's, and each essay with no student of the class on its own. */
function latestEssays({ students, essays }: ClassForOverview): Latest[] {
  const names = new Map(students.map((student) => [student.id, student.name]));
  const latest = new Map<string, Latest>();
  for (const essay of [...essays].filter(corrected).sort(byDate)) {
    const studentName = essay.student_id ? names.get(essay.student_id) : undefined;
    const writer = studentName === undefined ? `essay:${essay.id}` : essay.student_id!;
    latest.set(writer, { name: studentName ?? (essay.data.name?.trim() || "No name"), essay });
  }
  return [...latest.values()];
}

const standardDeviation = (values: readonly number[], mean: number) =>
  Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);

/** The mean, lowest, highest and spread of each criterion graded in the essays, in the order first met. */
export function criterionSpreads(essays: readonly EssayForProgress[]): CriterionSpread[] {
  const grades = new Map<string, { max: number | null; values: number[] }>();
  for (const essay of essays) {
    const grading = shownGrading(essay.data);
    for (const { name, max } of grading?.criteria ?? []) {
      const value = grading!.perCriterion[name];
      if (typeof value !== "number") continue;
      const known = grades.get(name) ?? { max, values: [] };
      known.max ??= max;
      known.values.push(value);
      grades.set(name, known);
    }
  }
  return [...grades].map(([name, { max, values }]) => {
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      name,
      scale_max: max,
      essays: values.length,
      mean: round1(mean),
      lowest: Math.min(...values),
      highest: Math.max(...values),
      standard_deviation: round1(standardDeviation(values, mean)),
    };
  });
}

/** The kinds of error most writers made in their latest essay, with an example from each of the first few. */
export function classFrequentErrors(latest: readonly Latest[]): ClassFrequentError[] {
  const writers = new Map<string, number>();
  const corrections = new Map<string, number>();
  for (const { essay } of latest)
    for (const [key, count] of kindCounts(countedEdits(essay))) {
      if (key === OTHER_ERROR_KIND) continue;
      writers.set(key, (writers.get(key) ?? 0) + 1);
      corrections.set(key, (corrections.get(key) ?? 0) + count);
    }
  return [...writers]
    .sort((a, b) => b[1] - a[1] || corrections.get(b[0])! - corrections.get(a[0])! || byCountThenKind(a, b))
    .slice(0, OVERVIEW_KINDS)
    .map(([key, students]) => ({
      ...errorKind(key),
      students,
      corrections: corrections.get(key)!,
      examples: examplesOf(key, latest),
    }));
}

/** The first correction of the kind in each writer's essay, newest essays first, up to OVERVIEW_EXAMPLES. */
function examplesOf(key: string, latest: readonly Latest[]): ClassErrorExample[] {
  const examples: ClassErrorExample[] = [];
  for (const { name, essay } of [...latest].sort((a, b) => byDate(b.essay, a.essay))) {
    const edit = countedEdits(essay).find((one) => kindKeyOf(one.category) === key);
    if (!edit) continue;
    const { original, replacement } = edit;
    examples.push({
      essay_id: essay.id,
      student_name: name,
      original,
      replacement,
      ...contextOf(essay.data.original ?? "", edit),
    });
    if (examples.length === OVERVIEW_EXAMPLES) break;
  }
  return examples;
}

function figuresOf(essay: EssayForProgress): EssayFigures {
  const grading = shownGrading(essay.data);
  const share = grading && grading.gradeMax ? Math.round((grading.total / grading.gradeMax) * 100) / 100 : null;
  return {
    essay_id: essay.id,
    created_at: essay.created_at,
    grade_share: share,
    errors_per_100_words: per100Words(countedEdits(essay).length, countWords(essay.data.original ?? "")),
  };
}

/** Better, the same or worse: by the grade when both have one, else by errors per 100 words. */
export function changeBetween(before: EssayFigures, latest: EssayFigures): StudentChange["change"] {
  // Rounded as the figures are (hundredths of the total, tenths of errors), so 0.85 - 0.8 is 0.05.
  const [gain, same] =
    before.grade_share !== null && latest.grade_share !== null
      ? [Math.round((latest.grade_share - before.grade_share) * 100) / 100, SAME_GRADE_SHARE]
      : [round1(before.errors_per_100_words - latest.errors_per_100_words), SAME_ERROR_RATE];
  if (Math.abs(gain) < same) return "same";
  return gain > 0 ? "improved" : "worse";
}

/** Each student with two corrected essays or more: their latest against the one before, by name. */
function studentChanges({ students, essays }: ClassForOverview): StudentChange[] {
  return [...students].sort(byName).flatMap((student) => {
    const own = essays.filter((essay) => essay.student_id === student.id && corrected(essay)).sort(byDate);
    if (own.length < 2) return [];
    const before = figuresOf(own[own.length - 2]!);
    const latest = figuresOf(own[own.length - 1]!);
    return [{ student_id: student.id, name: student.name, before, latest, change: changeBetween(before, latest) }];
  });
}

/** The class's overview: criteria, frequent errors, who improved, and who has not handed in. */
export function classOverview(input: ClassForOverview): ClassOverviewResponse["data"] {
  const latest = latestEssays(input);
  const changes = studentChanges(input);
  const students = [...input.students].sort(byName);
  const named = ({ id, name }: OverviewStudent) => ({ id, name });
  const handedIn = (ids: ReadonlySet<string>) => (student: OverviewStudent) =>
    input.essays.some((essay) => essay.student_id === student.id && ids.has(essay.id));
  const allIds = new Set(input.essays.map((essay) => essay.id));
  const set = input.latestSet;
  return {
    students: students.length,
    essays_counted: latest.length,
    criteria: criterionSpreads(latest.map(({ essay }) => essay)),
    frequent_errors: classFrequentErrors(latest),
    improved: changes.filter((one) => one.change === "improved"),
    not_improved: changes.filter((one) => one.change !== "improved"),
    no_essay: students.filter((student) => !handedIn(allIds)(student)).map(named),
    latest_set: set && {
      id: set.id,
      created_at: set.created_at,
      topic: set.topic_text,
      missing: students.filter((student) => !handedIn(new Set(set.essay_ids))(student)).map(named),
    },
  };
}
