import type { ChangeSegment, DiffSegment } from "./essay-diff";

/** The corrections the student goes through one at a time: every change of the marked essay, in reading order. */
export function studentCorrections(segments: readonly DiffSegment[]): ChangeSegment[] {
  return segments.filter((segment): segment is ChangeSegment => segment.kind === "change");
}

/** Which correction Next or Previous leads to from `current` (null: none chosen yet), or null at either end. */
export function stepTo(current: number | null, step: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  if (current === null) return step === 1 ? 0 : null;
  const next = current + step;
  return next >= 0 && next < count ? next : null;
}

/** Why a correction was made, as the student reads it: "Category: explanation" per edit, or the explanation alone. */
export function correctionReasons(segment: Pick<ChangeSegment, "edits">): string[] {
  return segment.edits
    .filter((edit) => edit.explanation.trim())
    .map((edit) => {
      const category = edit.category.trim();
      const explanation = edit.explanation.trim();
      return category ? `${category[0]!.toUpperCase()}${category.slice(1)}: ${explanation}` : explanation;
    });
}

/** The correction in words, for its button's name: “go” to “went”, “very” removed, “the” added. */
export function correctionWords(segment: Pick<ChangeSegment, "removed" | "added">): string {
  const removed = segment.removed.trim();
  const added = segment.added.trim();
  if (removed && added) return `“${removed}” to “${added}”`;
  return removed ? `“${removed}” removed` : `“${added}” added`;
}
