import type { Edit } from "../correct/types";
import { readDocument, type Token } from "../document/document";
import type { TokenChange } from "../document/align";

/** The drafts as the check aligned them: the texts, their tokens and the word changes from the first to the second. */
export interface AlignedDrafts {
  first: string;
  second: string;
  source: readonly Token[];
  target: readonly Token[];
  changes: readonly TokenChange[];
}

/** A correction the teacher rejected on the first draft: its span and words. */
export interface RejectedCorrection {
  start: number;
  end: number;
  original: string;
  replacement: string;
}

/**
 * Where a first-draft token boundary lies in the second draft, by the word changes: words inserted
 * right at a sentence's start or end fall outside it.
 */
function movedToken(boundary: number, changes: readonly TokenChange[], side: "start" | "end"): number {
  let shift = 0;
  for (const change of changes) {
    const before =
      side === "start" ? change.sourceEnd <= boundary : change.sourceEnd <= boundary && change.sourceStart < boundary;
    if (before) shift += change.targetEnd - change.targetStart - (change.sourceEnd - change.sourceStart);
  }
  return boundary + shift;
}

/** The second draft's characters of the sentence that corresponds to the first draft's sentence around `at`. */
function correspondingSentence(
  drafts: AlignedDrafts,
  sentences: readonly { start: number; end: number }[],
  at: number,
) {
  const sentence = sentences.find((span) => at >= span.start && at <= span.end) ?? { start: at, end: at };
  const firstToken = drafts.source.findIndex((token) => token.end > sentence.start);
  const from = firstToken < 0 ? drafts.source.length : firstToken;
  const to = drafts.source.filter((token) => token.start < sentence.end).length;
  const targetFrom = movedToken(from, drafts.changes, "start");
  const targetTo = Math.max(targetFrom, movedToken(to, drafts.changes, "end"));
  const start = targetFrom < drafts.target.length ? drafts.target[targetFrom]!.start : drafts.second.length;
  const end = targetTo > targetFrom ? drafts.target[targetTo - 1]!.end : start;
  return { start, end };
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The engine's edits of the second draft without the corrections the teacher rejected on the first:
 * an edit of the same words (an insertion: of the same words at the same place) in the sentence
 * that corresponds to the rejected one's is not proposed again.
 */
export function withoutRejected(
  drafts: AlignedDrafts,
  edits: readonly Edit[],
  rejected: readonly RejectedCorrection[],
): Edit[] {
  if (rejected.length === 0) return [...edits];
  const sentences = readDocument(drafts.first).sentences;
  const places = rejected.map((correction) => ({
    correction,
    sentence: correspondingSentence(drafts, sentences, correction.start),
  }));
  return edits.filter(
    (edit) =>
      !places.some(
        ({ correction, sentence }) =>
          edit.start >= sentence.start &&
          edit.end <= sentence.end &&
          sameWords(edit.original, correction.original) &&
          (correction.original.trim() !== "" || sameWords(edit.replacement, correction.replacement)),
      ),
  );
}
