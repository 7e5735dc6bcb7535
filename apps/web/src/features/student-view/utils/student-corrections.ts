import type { ChangeSegment, DiffSegment } from "../../../lib/essay-diff";
import { changeLabel } from "../../../lib/paper-notes";

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

/** The correction in words, for its button's name: “go” to “went”, “very” removed, “the” added. */
export const correctionWords = (segment: Pick<ChangeSegment, "removed" | "added">) => changeLabel(segment, " to ");
