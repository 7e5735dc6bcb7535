import { diffArrays } from "diff";

/** A run of tokens that differs between two sequences: source[sourceStart, sourceEnd) became target[targetStart, targetEnd). */
export interface TokenChange {
  sourceStart: number;
  sourceEnd: number;
  targetStart: number;
  targetEnd: number;
}

/** The maximal runs of non-matching tokens of a minimal alignment (jsdiff's Myers diff), in order. */
export function alignTokens(source: readonly string[], target: readonly string[]): TokenChange[] {
  const changes: TokenChange[] = [];
  let i = 0;
  let j = 0;
  let open: TokenChange | undefined;
  for (const part of diffArrays([...source], [...target])) {
    if (!part.added && !part.removed) {
      open = undefined;
      i += part.count;
      j += part.count;
      continue;
    }
    // jsdiff gives what is removed and what is added in its place as two parts: one change.
    if (!open) changes.push((open = { sourceStart: i, sourceEnd: i, targetStart: j, targetEnd: j }));
    if (part.added) open.targetEnd = j += part.count;
    else open.sourceEnd = i += part.count;
  }
  return changes;
}
