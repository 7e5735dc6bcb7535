import type { StudentProgressResponse } from "@redpen/contract";

type Progress = StudentProgressResponse["data"];

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const fullDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/** The long date of an essay ("10 Sept 2026"). */
export const essayDate = (createdAt: string) => fullDate.format(new Date(createdAt));

/**
 * Each corrected essay's label on the charts' axis: its day and month ("10 Sept"); essays of the
 * same day are numbered ("10 Sept (2)"), so every label names one essay.
 */
export function essayLabels(essays: readonly { id: string; created_at: string }[]): Map<string, string> {
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const essay of essays) {
    const day = dayMonth.format(new Date(essay.created_at));
    const times = (seen.get(day) ?? 0) + 1;
    seen.set(day, times);
    labels.set(essay.id, times === 1 ? day : `${day} (${times})`);
  }
  return labels;
}

/** One point of the charts per corrected essay, oldest first: its label, words, grade per criterion and errors per 100 words by kind. */
export interface ProgressPoint {
  essayId: string;
  label: string;
  words: number;
  total: number | null;
  max: number | null;
  grades: Record<string, number>;
  errorsPer100: number;
  errorsByKind: Record<string, number>;
}

export function progressPoints(progress: Progress): ProgressPoint[] {
  const corrected = progress.essays.filter((essay) => essay.status === "SUCCESS");
  const labels = essayLabels(corrected);
  const rates = new Map(progress.error_rates.map((rate) => [rate.essay_id, rate]));
  return corrected.map((essay) => ({
    essayId: essay.id,
    label: labels.get(essay.id)!,
    words: essay.words ?? 0,
    total: essay.grade?.total ?? null,
    max: essay.grade?.max ?? null,
    grades: essay.grade?.per_criterion ?? {},
    errorsPer100: rates.get(essay.id)?.total_per_100_words ?? 0,
    errorsByKind: rates.get(essay.id)?.per_100_words ?? {},
  }));
}

/** A figure as the tables show it: one decimal at most, a dash when there is none. */
export const figure = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 10) / 10);
