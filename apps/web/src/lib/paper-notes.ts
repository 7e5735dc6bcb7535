import { codeOfEdit, type CorrectionCode } from "@redpen/contract";
import type { ChangeSegment, DiffSegment } from "./essay-diff";

/** One note of the printout: what a correction did and why, under the number its marks carry. */
export interface PaperNote {
  number: number;
  /** What it did: “thinks” → “think”, “very” removed, or “also” added. */
  label: string;
  /** Why, one "Category: explanation" per explained edit. */
  reasons: string[];
  /** How many marks of the essay it explains: the same correction made again shares the note. */
  times: number;
}

/** The printout's notes in reading order, numbered from 1, and the number each correction is marked with. */
export interface PaperMarks {
  notes: PaperNote[];
  numberOf: ReadonlyMap<ChangeSegment, number>;
}

/**
 * Numbers the essay's corrections in reading order. A correction made again (the same words
 * changed the same way for the same reason) carries the number of the first and adds no note.
 */
export function paperMarks(segments: readonly DiffSegment[], codes?: readonly CorrectionCode[]): PaperMarks {
  const notes: PaperNote[] = [];
  const byKey = new Map<string, PaperNote>();
  const numberOf = new Map<ChangeSegment, number>();
  for (const segment of segments) {
    if (segment.kind !== "change") continue;
    const label = changeLabel(segment);
    const reasons = noteReasons(segment, codes);
    const key = [label, ...reasons].join("\u0000");
    let note = byKey.get(key);
    if (note) note.times += 1;
    else {
      note = { number: notes.length + 1, label, reasons, times: 1 };
      notes.push(note);
      byKey.set(key, note);
    }
    numberOf.set(segment, note.number);
  }
  return { notes, numberOf };
}

/**
 * What a correction did, in words: “thinks” → “think” (for a note; `between` " to " for a button's
 * name), “very” removed, or “also” added.
 */
export function changeLabel(segment: Pick<ChangeSegment, "removed" | "added" | "hidden">, between = " → "): string {
  const removed = segment.removed.trim();
  if (segment.hidden) return removed ? `“${removed}”: find the correct form` : "a word is missing here";
  const added = segment.added.trim();
  if (removed && added) return `“${removed}”${between}“${added}”`;
  return removed ? `“${removed}” removed` : `“${added}” added`;
}

/**
 * Why a correction was made, for its note and the student's page: each explained edit as
 * "Category: explanation" (the teacher's own have no category). With the school's `codes`, each
 * starts with its code ("T · Tense: ..."), and an edit whose answer is withheld gives its code's
 * meaning instead ("T · Tense: The verb is in the wrong tense.").
 */
export function noteReasons(segment: Pick<ChangeSegment, "edits">, codes?: readonly CorrectionCode[]): string[] {
  return segment.edits
    .filter((edit) => edit.explanation.trim() || (codes && edit.answer_hidden))
    .map((edit) => {
      const code = codes && codeOfEdit(edit, codes);
      if (code && edit.answer_hidden) return `${code.code} · ${code.name}: ${code.meaning}`;
      const category = edit.category.trim();
      const explanation = edit.explanation.trim();
      const reason = category ? `${category[0]!.toUpperCase()}${category.slice(1)}: ${explanation}` : explanation;
      return code ? `${code.code} · ${reason}` : reason;
    });
}

/** The codes of a correction's edits, each once, in order: what its mark shows. */
export function segmentCodes(
  segment: Pick<ChangeSegment, "edits">,
  codes: readonly CorrectionCode[],
): CorrectionCode[] {
  const found = segment.edits.map((edit) => codeOfEdit(edit, codes));
  return found.filter((code, index) => found.findIndex((other) => other.code === code.code) === index);
}

/**
 * The essay's paragraphs (split at blank lines, which the printout draws as a gap rather than a
 * blank line), each a run of segments; a correction that spans a blank line stays in one paragraph.
 */
export function paperParagraphs(segments: readonly DiffSegment[]): DiffSegment[][] {
  const paragraphs: DiffSegment[][] = [[]];
  const add = (segment: DiffSegment) => paragraphs.at(-1)!.push(segment);
  for (const segment of segments) {
    if (segment.kind === "change") {
      add(segment);
      continue;
    }
    let from = 0;
    for (const blank of segment.text.matchAll(/\n[^\S\n]*\n\s*/g)) {
      if (blank.index > from)
        add({ kind: "same", text: segment.text.slice(from, blank.index), start: segment.start + from });
      paragraphs.push([]);
      from = blank.index + blank[0].length;
    }
    if (from < segment.text.length) add({ kind: "same", text: segment.text.slice(from), start: segment.start + from });
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

/**
 * The correction's words without the space they end with, and that space: the printout puts the
 * mark's number right after the last word, before the space.
 */
export function splitTrailingSpace(segment: Pick<ChangeSegment, "removed" | "added" | "hidden">): {
  words: { removed: string; added: string; hidden?: true };
  space: string;
} {
  const last = segment.added && !segment.hidden ? "added" : "removed";
  const text = segment[last];
  const trimmed = text.trimEnd();
  return { words: { ...segment, [last]: trimmed }, space: text.slice(trimmed.length) };
}
