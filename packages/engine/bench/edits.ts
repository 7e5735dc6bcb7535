import { alignTokens } from "../src/correct/align";
import { tokenise as tokensOf } from "../src/document/document";

/** Word-level edits between two sentences, the way GEC scorers count them. */
export interface TokenEdit {
  start: number;
  end: number;
  replacement: string;
}

/** The sentence's tokens as the engine reads them (the Document's tokeniser), as strings. */
export function tokenise(sentence: string): string[] {
  return tokensOf(sentence).map((token) => token.text);
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
