import type { PhotoProblem } from "@redpen/contract";

/** How the web says a photo problem to a teacher. */
interface ProblemWords {
  /** What the photo is, after "This photo is": "blurred", "too dark"... */
  state: string;
  /** A short label for a chip on the photo's thumbnail. */
  label: string;
  /** What to do about it, one sentence. */
  fix: string;
  /** The photo tip (index in PHOTO_TIPS, in the order of docs/behaviour/pages.md) that fits it best. */
  tip: number;
}

/**
 * The problems in the teacher's words. Tip indices: 0 a good photo (sharp, lit, filling the
 * picture), 2 misaligned lines, 3 only the essay text, 4 tilted photos, 7 busy paper backgrounds.
 */
export const PHOTO_PROBLEM_WORDS: Record<PhotoProblem, ProblemWords> = {
  blurred: {
    state: "blurred",
    label: "Blurred",
    fix: "Hold the phone still, and tap the page on the screen to focus before you take the photo.",
    tip: 0,
  },
  "too-dark": {
    state: "too dark",
    label: "Too dark",
    fix: "Take it in good light, by a window or under a lamp, with no shadow on the page.",
    tip: 0,
  },
  faint: {
    state: "too faint",
    label: "Faint writing",
    fix: "The writing hardly stands out from the paper: take it in brighter light, and ask for a dark pen next time.",
    tip: 7,
  },
  tilted: {
    state: "tilted",
    label: "Tilted",
    fix: "Hold the phone flat above the page, with the lines of writing level on the screen.",
    tip: 4,
  },
  "cut-off": {
    state: "cut off",
    label: "Cut off",
    fix: "The writing runs over an edge of the photo: step back so that the whole page is in it.",
    tip: 0,
  },
  "too-small": {
    state: "too small to read",
    label: "Writing too small",
    fix: "Come closer, so that the page fills the photo.",
    tip: 0,
  },
  "no-writing": {
    state: "not a page of writing",
    label: "No writing found",
    fix: "Redpen found little or no writing on it: photograph the page the essay is written on.",
    tip: 3,
  },
  unreadable: {
    state: "hard to read",
    label: "Hard to read",
    fix: "Redpen could not read its writing reliably: check the words it is unsure of, or take a clearer photo.",
    tip: 0,
  },
};

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * What is wrong with a photo in one plain sentence without its full stop, its subject given:
 * "This photo is blurred and too dark", "Page 3 is tilted"; null when nothing is known to be wrong.
 */
export function photoProblemsSentence(subject: string, problems: readonly PhotoProblem[]): string | null {
  if (problems.length === 0) return null;
  // "Hard to read" says nothing more once a cause is named.
  const named = problems.length > 1 ? problems.filter((problem) => problem !== "unreadable") : problems;
  return `${subject} is ${listed(named.map((problem) => PHOTO_PROBLEM_WORDS[problem].state))}`;
}

/** The chip of a photo judged BAD: its first problem's label, or "Hard to read" when none is known. */
export function photoProblemLabel(problems: readonly PhotoProblem[]): string {
  const first = problems[0];
  return first ? PHOTO_PROBLEM_WORDS[first].label : "Hard to read";
}

/** The photo tip to open the carousel at: the one that fits the first problem; the first tip when none is known. */
export function tipForProblems(problems: readonly PhotoProblem[]): number {
  const first = problems[0];
  return first ? PHOTO_PROBLEM_WORDS[first].tip : 0;
}

/** "Redpen is unsure of 4 words: check them in the box" (for a photo that is fine, only some words unsure). */
export function unsureWordsSentence(count: number): string {
  return count === 1
    ? "Redpen is unsure of 1 word: check it in the box"
    : `Redpen is unsure of ${count} words: check them in the box`;
}
