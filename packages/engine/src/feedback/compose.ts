import { countWords } from "@redpen/contract";
import type { ErrorKind } from "./error-summary";
import type { Strength } from "./choose-strengths";

/** The limits on the feedback's length, in words as the product counts them (the contract's count). */
export const MIN_FEEDBACK_WORDS = 40;
export const MAX_FEEDBACK_WORDS = 150;

/** The pieces of the feedback, before they are fitted to the length limits. */
export interface FeedbackParts {
  /** Sentences that open the feedback: why no grade (when so) and the word count. */
  opening: string[];
  /** What works, strongest first. */
  strengths: Strength[];
  /** The most frequent kinds of error, most frequent first. */
  errors: ErrorKind[];
  /** The one next step, a whole sentence. */
  nextStep: string;
}

/**
 * Sentences added, in this order, to feedback that is still under the minimum. They say nothing
 * about the essay (its sentences or paragraphs), so they cannot contradict it or the next step.
 */
const EXTRA_TIPS = [
  "Read your text again before you hand it in.",
  "Give a reason or an example for each idea.",
  "Plan your main ideas before you start to write.",
  "Learn new words with the words they often go with.",
];

const mistakes = (count: number) => (count === 1 ? "1 mistake" : `${count} mistakes`);

/** One line about one kind of error, with the student's words and the fix. */
export function errorLine(kind: ErrorKind): string {
  const { wrote, write } = kind.quote;
  if (wrote === write) return `- ${kind.label}: ${mistakes(kind.count)}. Look again at “${wrote}”.`;
  return `- ${kind.label}: ${mistakes(kind.count)}. You wrote “${wrote}”, write “${write}”.`;
}

function render(parts: FeedbackParts, strengthCount: number, errorCount: number): string {
  const strengths = parts.strengths.slice(0, strengthCount).map((strength) => strength.sentence);
  const blocks: string[] = [];
  const head = [...parts.opening, ...(strengths.length ? ["What works:", ...strengths] : [])].join(" ");
  if (head) blocks.push(head);
  const errors = parts.errors.slice(0, errorCount);
  if (errors.length)
    blocks.push(
      [errors.length === 1 ? "What to work on:" : "What to work on most:", ...errors.map(errorLine)].join("\n"),
    );
  blocks.push(parts.nextStep);
  return blocks.join("\n\n");
}

/** Cuts a text to at most `max` words, at the end of a word, with a full stop. */
function cutToWords(text: string, max: number): string {
  if (countWords(text) <= max) return text;
  const last = [...text.matchAll(/\S+/g)][max - 1]!;
  return `${text.slice(0, last.index + last[0].length).replace(/[^\p{L}\p{N}]+$/u, "")}.`;
}

/**
 * Puts the parts together within the length limits: the richest version that fits (up to three
 * strengths and three kinds of error), dropping the least important pieces first; short feedback
 * gets general tips until it reaches the minimum.
 */
export function composeFeedback(parts: FeedbackParts): string {
  const maxStrengths = Math.min(parts.strengths.length, parts.errors.length === 0 ? 3 : 2);
  const maxErrors = Math.min(parts.errors.length, 3);
  const attempts: [number, number][] = [];
  for (let e = maxErrors; e >= Math.min(1, maxErrors); e--)
    for (let s = maxStrengths; s >= Math.min(1, maxStrengths); s--) attempts.push([s, e]);
  attempts.sort((a, b) => b[1] + b[0] - (a[1] + a[0]) || b[1] - a[1]);
  let text = render(parts, Math.min(1, maxStrengths), Math.min(1, maxErrors));
  for (const [s, e] of attempts) {
    const candidate = render(parts, s, e);
    if (countWords(candidate) <= MAX_FEEDBACK_WORDS) {
      text = candidate;
      break;
    }
  }
  text = cutToWords(text, MAX_FEEDBACK_WORDS);
  for (const tip of EXTRA_TIPS) {
    if (countWords(text) >= MIN_FEEDBACK_WORDS) break;
    text += ` ${tip}`;
  }
  return text;
}
