import {
  countWords,
  OTHER_ERROR_KIND,
  shownGrading,
  visibleEdits,
  type ClassProgressResponse,
  type CountedGrade,
  type ErrorExample,
  type ErrorKind,
  type LatestDraft,
  type EssayData,
  type EssayEdit,
  type EssayReview,
  type FrequentError,
  type ProgressCriterion,
  type ProgressEssay,
  type StudentProgressResponse,
} from "@redpen/contract";
import { CATEGORY_TABLE, EDIT_CATEGORIES } from "@redpen/engine";

/**
 * The progress figures of a student's (or a class's) essays, from the essays as their teacher sees
 * them: the grade that counts (shownGrading, as on the essay's page), the corrections the student
 * sees (rejected ones never count) by kind, and the words. Pure: the routes read the essays.
 */

/** An essay as the figures read it: its id, when it was uploaded, and its data as its teacher sees it. */
export interface EssayForProgress {
  id: string;
  created_at: string;
  data: EssayData;
}

/** How many kinds of error the errors chart shows on their own; the rest are summed as other kinds. */
export const CHARTED_KINDS_MAX = 5;
/** How many of the student's most frequent kinds of error are named. */
export const FREQUENT_KINDS = 3;
/** How many examples each frequent kind gives. */
export const EXAMPLES_PER_KIND = 3;
/** Words of the text shown before and after an example. */
const CONTEXT_WORDS = 4;

/** The kind of error of a correction: its category, lower-cased; one without a category is of other kinds. */
export const kindKeyOf = (category: string): string => category.trim().toLowerCase() || OTHER_ERROR_KIND;

/** What a teacher calls a kind: the engine's name for its own categories, the category itself (capitalised) for a teacher's. */
export function errorKind(key: string): ErrorKind {
  if (key === OTHER_ERROR_KIND) return { key, label: "Other kinds" };
  const entry = (CATEGORY_TABLE as Record<string, { label: string } | undefined>)[key];
  return { key, label: entry?.label ?? key.charAt(0).toUpperCase() + key.slice(1) };
}

const kindOrder = (key: string) => {
  const index = (EDIT_CATEGORIES as readonly string[]).indexOf(key);
  return index === -1 ? EDIT_CATEGORIES.length : index;
};
/** Most corrections first; on a tie, the engine's order of its categories, then the teachers' own by name. */
export const byCountThenKind = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || kindOrder(a[0]) - kindOrder(b[0]) || a[0].localeCompare(b[0]);

export const corrected = (essay: EssayForProgress) => essay.data.status === "SUCCESS";

/** The corrections the student sees in a corrected essay (none before the correction). */
export const countedEdits = (essay: EssayForProgress): EssayEdit[] =>
  corrected(essay) ? visibleEdits(essay.data.edits ?? []) : [];

export function kindCounts(edits: readonly EssayEdit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const edit of edits) {
    const key = kindKeyOf(edit.category);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The kind corrected most often: what to work on. Corrections of no named kind teach nothing, so they never are. */
function topKind(edits: readonly EssayEdit[]): ErrorKind | null {
  const [top] = [...kindCounts(edits)].filter(([key]) => key !== OTHER_ERROR_KIND).sort(byCountThenKind);
  return top ? errorKind(top[0]) : null;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const per100Words = (count: number, words: number) => (words === 0 ? 0 : round1((count / words) * 100));

/** The grade that counts, as on the essay's page (shownGrading): the teacher's, else the advised one; null when none. */
export function countedGradeOf(data: EssayData): CountedGrade | null {
  const grading = shownGrading(data);
  return (
    grading && {
      source: grading.source,
      total: grading.total,
      max: grading.gradeMax,
      per_criterion: grading.perCriterion,
    }
  );
}

/** One essay of a list: its status and date, and once corrected its words, grade, corrections and what to work on. */
export function progressEssay(essay: EssayForProgress): ProgressEssay {
  const { data } = essay;
  const done = corrected(essay);
  const edits = countedEdits(essay);
  return {
    id: essay.id,
    name: data.name,
    status: data.status,
    created_at: essay.created_at,
    certificate: data.certificate,
    words: data.original === null ? null : countWords(data.original),
    grade: done ? countedGradeOf(data) : null,
    corrections: done ? edits.length : null,
    work_on: topKind(edits),
  };
}

/** The criteria graded in the essays, in the order first met, each with its top band (of the first essay that knows it). */
function criteriaOf(essays: readonly EssayForProgress[]): ProgressCriterion[] {
  const criteria = new Map<string, ProgressCriterion>();
  for (const essay of essays) {
    for (const { name, max } of shownGrading(essay.data)?.criteria ?? []) {
      const known = criteria.get(name);
      if (!known) criteria.set(name, { name, max });
      else if (known.max === null) known.max = max;
    }
  }
  return [...criteria.values()];
}

/**
 * Up to CONTEXT_WORDS words of the text before and after the correction, and whether the text goes
 * on beyond them. Words cut short end with no punctuation, so the "…" shown after them is not
 * doubled ("bored...." read as "bored." then "…").
 */
export function contextOf(text: string, edit: Pick<EssayEdit, "start" | "end">) {
  const wordsBefore = text.slice(0, edit.start).split(/\s+/).filter(Boolean);
  const wordsAfter = text.slice(edit.end).split(/\s+/).filter(Boolean);
  const cutAfter = wordsAfter.length > CONTEXT_WORDS;
  const after = wordsAfter.slice(0, CONTEXT_WORDS).join(" ");
  return {
    before: wordsBefore.slice(-CONTEXT_WORDS).join(" "),
    after: cutAfter ? after.replace(/[\s.,;:!?–—-]+$/, "") : after,
    cut_before: wordsBefore.length > CONTEXT_WORDS,
    cut_after: cutAfter,
  };
}

/** The kind's different corrections (the same words and replacement, whatever the case, are one), the most repeated first, then the latest. */
function examplesOf(key: string, newestFirst: readonly EssayForProgress[]): ErrorExample[] {
  const found = new Map<string, { example: ErrorExample; times: number }>();
  for (const essay of newestFirst) {
    const text = essay.data.original ?? "";
    for (const edit of countedEdits(essay)) {
      if (kindKeyOf(edit.category) !== key) continue;
      const same = `${edit.original.toLowerCase()}\u0000${edit.replacement.toLowerCase()}`;
      const seen = found.get(same);
      if (seen) seen.times++;
      else
        found.set(same, {
          example: {
            essay_id: essay.id,
            original: edit.original,
            replacement: edit.replacement,
            ...contextOf(text, edit),
          },
          times: 1,
        });
    }
  }
  // Sorting is stable: among corrections made as often, the one met first (the latest essay's) stays first.
  return [...found.values()]
    .sort((a, b) => b.times - a.times)
    .slice(0, EXAMPLES_PER_KIND)
    .map(({ example }) => example);
}

export const byDate = (a: EssayForProgress, b: EssayForProgress) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/**
 * A student's progress: their essays oldest first; over the corrected ones, the criteria graded,
 * the errors per 100 words of each (the CHARTED_KINDS_MAX most frequent kinds on their own, the
 * others together), and their FREQUENT_KINDS most frequent kinds of error with examples.
 */
export function studentProgress(essays: readonly EssayForProgress[]): Omit<StudentProgressResponse["data"], "student"> {
  const oldestFirst = [...essays].sort(byDate);
  const done = oldestFirst.filter(corrected);
  const allKinds = [...kindCounts(done.flatMap(countedEdits))].sort(byCountThenKind);

  const named = allKinds
    .filter(([key]) => key !== OTHER_ERROR_KIND)
    .slice(0, CHARTED_KINDS_MAX)
    .map(([key]) => key);
  const hasOthers = allKinds.some(([key]) => !named.includes(key));
  const charted = hasOthers ? [...named, OTHER_ERROR_KIND] : named;
  const chartKey = (key: string) => (named.includes(key) ? key : OTHER_ERROR_KIND);

  const error_rates = done.map((essay) => {
    const edits = countedEdits(essay);
    const words = countWords(essay.data.original ?? "");
    const counts = new Map(charted.map((key) => [key, 0]));
    for (const [key, count] of kindCounts(edits)) counts.set(chartKey(key), counts.get(chartKey(key))! + count);
    return {
      essay_id: essay.id,
      total_per_100_words: per100Words(edits.length, words),
      per_100_words: Object.fromEntries([...counts].map(([key, count]) => [key, per100Words(count, words)])),
    };
  });

  const newestFirst = [...done].reverse();
  const frequent_errors: FrequentError[] = allKinds
    .filter(([key]) => key !== OTHER_ERROR_KIND)
    .slice(0, FREQUENT_KINDS)
    .map(([key, count]) => ({ ...errorKind(key), count, examples: examplesOf(key, newestFirst) }));

  return {
    essays: oldestFirst.map(progressEssay),
    criteria: criteriaOf(done),
    error_kinds: charted.map(errorKind),
    error_rates,
    frequent_errors,
  };
}

/** A class's students (as given: id and name) and essays (each with its student's id, or null, its latest draft and review). */
export interface ClassForProgress {
  students: readonly { id: string; name: string }[];
  essays: readonly (EssayForProgress & {
    student_id: string | null;
    latest_draft: LatestDraft | null;
    review: EssayReview;
  })[];
}

/** The class page's list: each student with their essay count and what to work on most; the essays newest first. */
export function classProgress({ students, essays }: ClassForProgress): ClassProgressResponse["data"] {
  return {
    students: [...students]
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((student) => {
        const own = essays.filter((essay) => essay.student_id === student.id);
        return {
          id: student.id,
          name: student.name,
          essay_count: own.length,
          work_on: topKind(own.flatMap(countedEdits)),
        };
      }),
    essays: [...essays]
      .sort((a, b) => byDate(b, a))
      .map((essay) => ({
        ...progressEssay(essay),
        student_id: essay.student_id,
        latest_draft: essay.latest_draft,
        review: essay.review,
      })),
  };
}
