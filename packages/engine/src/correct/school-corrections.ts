import { SCHOOL_RULE_ID, type EngineEdit } from "@redpen/contract";

/**
 * A school's corrections: words its teachers corrected the same way again and again, suggested on
 * later essays where the same words stand in a similar context. The product counts and switches
 * them (apps/api); the engine names a correction's context, finds where one of them applies and
 * suggests it there.
 */

/** A school's correction: the words, what they became, and the words seen either side of them. */
export interface SchoolCorrection {
  /** The wrong words, exactly as written (never empty: an insertion has no words to find). */
  original: string;
  replacement: string;
  /** The teacher's explanation, shown with the suggestion. */
  explanation: string;
  /** The word before the wrong words wherever a teacher made this correction, lower-cased ("" at a text's start). */
  before: string[];
  /** The word after them, the same way. */
  after: string[];
}

/** Where one of the school's corrections applies in a text. */
export interface SchoolCorrectionMatch {
  start: number;
  end: number;
  correction: SchoolCorrection;
}

const WORD = /[\p{L}\p{N}'’-]+/gu;

/** The word before `start` and after `end`, lower-cased; "" where there is none. */
export function correctionContext(text: string, start: number, end: number): { before: string; after: string } {
  const before = [...text.slice(Math.max(0, start - 60), start).matchAll(WORD)].at(-1)?.[0] ?? "";
  const after = text.slice(end, end + 60).match(WORD)?.[0] ?? "";
  return { before: before.toLowerCase(), after: after.toLowerCase() };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the school's corrections apply: each place their words stand as whole words, with the
 * word before or after one a teacher saw with them (a correction of several words needs no
 * context), first found first, never two on the same words.
 */
export function findSchoolCorrections(text: string, corrections: readonly SchoolCorrection[]): SchoolCorrectionMatch[] {
  const matches: SchoolCorrectionMatch[] = [];
  for (const correction of corrections) {
    if (!correction.original.trim() || !text.includes(correction.original)) continue;
    const several = /\s/.test(correction.original.trim());
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}'’-])${escape(correction.original)}(?![\\p{L}\\p{N}'’-])`, "gu");
    for (const found of text.matchAll(pattern)) {
      const start = found.index;
      const end = start + correction.original.length;
      const { before, after } = correctionContext(text, start, end);
      if (several || correction.before.includes(before) || correction.after.includes(after))
        matches.push({ start, end, correction });
    }
  }
  const kept: SchoolCorrectionMatch[] = [];
  for (const match of matches.sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (kept.every((other) => match.end <= other.start || match.start >= other.end)) kept.push(match);
  }
  return kept;
}

/** A school's correction that the school suggests: named by its id, with the category its edit takes. */
export interface SuggestedCorrection extends SchoolCorrection {
  id: string;
  category: string;
}

/**
 * The edits with the school's suggestions added where its corrections apply and no
 * edit stands on the same words (in text order), and the ids of the corrections suggested, once each.
 */
export function suggestSchoolCorrections(
  text: string,
  edits: readonly EngineEdit[],
  corrections: readonly SuggestedCorrection[],
): { edits: EngineEdit[]; suggested: string[] } {
  if (corrections.length === 0) return { edits: [...edits], suggested: [] };
  const free = findSchoolCorrections(text, corrections)
    .filter((match) => edits.every((edit) => match.end <= edit.start || match.start >= edit.end))
    .map(({ start, end, correction }) => ({ start, end, correction: correction as SuggestedCorrection }));
  const suggestions = free.map(({ start, end, correction }): EngineEdit => ({
    start,
    end,
    original: correction.original,
    replacement: correction.replacement,
    category: correction.category,
    rule_id: SCHOOL_RULE_ID,
    explanation: correction.explanation,
  }));
  return {
    edits: [...edits, ...suggestions].sort((a, b) => a.start - b.start || a.end - b.end),
    // Counted once per essay, as rejections are.
    suggested: [...new Set(free.map(({ correction }) => correction.id))],
  };
}
