import { alignTokens } from "../src/correct/align";

/** Word-level edits between two sentences, the way GEC scorers count them. */
export interface TokenEdit {
  start: number;
  end: number;
  replacement: string;
}

export function tokenise(sentence: string): string[] {
  return sentence.match(/[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*|[^\s\p{L}\p{N}]/gu) ?? [];
}

/** Edits turning `source` into `target`: each maximal run of non-matching tokens of the LCS alignment. */
export function tokenEdits(source: string[], target: string[]): TokenEdit[] {
  return alignTokens(source, target).map((change) => ({
    start: change.sourceStart,
    end: change.sourceEnd,
    replacement: target.slice(change.targetStart, change.targetEnd).join(" "),
  }));
}

export const editKey = (edit: TokenEdit) => `${edit.start}:${edit.end}:${edit.replacement}`;
