/** A run of tokens that differs between two sequences: source[sourceStart, sourceEnd) became target[targetStart, targetEnd). */
export interface TokenChange {
  sourceStart: number;
  sourceEnd: number;
  targetStart: number;
  targetEnd: number;
}

/** The maximal runs of non-matching tokens of a longest-common-subsequence alignment, in order. */
export function alignTokens(source: readonly string[], target: readonly string[]): TokenChange[] {
  const n = source.length;
  const m = target.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = source[i] === target[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const changes: TokenChange[] = [];
  let i = 0;
  let j = 0;
  let open: TokenChange | undefined;
  const close = () => {
    if (open) changes.push({ ...open, sourceEnd: i, targetEnd: j });
    open = undefined;
  };
  while (i < n || j < m) {
    if (i < n && j < m && source[i] === target[j]) {
      close();
      i++;
      j++;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      open ??= { sourceStart: i, sourceEnd: i, targetStart: j, targetEnd: j };
      j++;
    } else {
      open ??= { sourceStart: i, sourceEnd: i, targetStart: j, targetEnd: j };
      i++;
    }
  }
  close();
  return changes;
}
